// The /api/v1 paths of projects read by the screens (lib/bff/queries, lib/client/api).
import { withQuery } from '../api-path';

export const projectPaths = {
  list: (query: { period?: string; limit?: number }) => withQuery('/projects', query),
};
