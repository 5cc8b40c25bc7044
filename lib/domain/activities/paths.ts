// The /api/v1 paths of activities (to-dos) read by the screens (lib/bff/queries, lib/client/api),
// taken from the operations' endpoints (./endpoints).
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

/**
 * The to-do list's query as listActivities reads it: `done` as the text of a yes/no filter
 * (ZQueryFlag), or left out. Here rather than beside withQuery: only the to-do screens carry it.
 */
export const activityListQuery = (query: TActivityQuery) => ({
  ...query,
  done: query.done === undefined ? undefined : query.done ? ('true' as const) : ('false' as const),
});

export const activityPaths = {
  create: () => activitiesEndpoints.createActivity.path,
  types: () => activitiesEndpoints.listActivityTypes.path,
};
