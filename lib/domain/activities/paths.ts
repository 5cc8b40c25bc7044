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

export const activityPaths = {
  create: () => activitiesEndpoints.createActivity.path,
  types: () => activitiesEndpoints.listActivityTypes.path,
};
