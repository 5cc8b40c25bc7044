// The /api/v1 paths of activities (to-dos) read by the screens (lib/bff/queries, lib/client/api).
import { withQuery } from '../api-path';

export type TActivityQuery = {
  done?: boolean;
  limit?: number;
  from?: string;
  to?: string;
  projectId?: number;
  recipientPersonId?: number;
  recipientGroup?: string;
};

export const activityPaths = {
  list: (query: TActivityQuery) => withQuery('/activities', query),
  activity: (id: number) => `/activities/${id}`,
  create: () => '/activities',
  done: (id: number) => `/activities/${id}/done`,
  types: () => '/activityTypes',
  filterOptions: () => '/activityFilters',
};
