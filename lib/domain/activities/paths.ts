// The /api/v1 paths of activities (to-dos) read by the screens (lib/bff/queries, lib/client/api),
// taken from the operations' endpoints (./endpoints).
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import * as activitiesEndpoints from './endpoints';

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
  list: (query: TActivityQuery) => withQuery(activitiesEndpoints.listActivities.path, query),
  activity: (id: number) => pathOf(activitiesEndpoints.getActivity, { id }),
  create: () => activitiesEndpoints.createActivity.path,
  done: (id: number) => pathOf(activitiesEndpoints.markActivityDone, { id }),
  types: () => activitiesEndpoints.listActivityTypes.path,
  filterOptions: () => activitiesEndpoints.activityFilterOptions.path,
};
