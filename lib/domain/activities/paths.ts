// The /api/v1 paths of activities (to-dos) read by the screens (lib/bff/queries, lib/client/api).
import { withQuery } from '../api-path';

export const activityPaths = {
  list: (query: { done?: boolean; limit?: number }) => withQuery('/activities', query),
};
