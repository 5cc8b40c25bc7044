import 'server-only';
// Server reads of activities (to-dos) for pages (lib/domain/activities).
import { activityListQuery, type TActivityQuery } from '@/lib/domain/activities/paths';
import {
  activityFilterOptions,
  listActivities,
  listActivityTypes,
} from '@/lib/domain/activities/operations/activities';
import { loadOperation } from '../load';

export const getOpenActivities = (limit: number) => loadOperation(listActivities, undefined, { done: 'false', limit });

export const getActivities = (query: TActivityQuery) =>
  loadOperation(listActivities, undefined, activityListQuery(query));
export const getActivityFilterOptions = () => loadOperation(activityFilterOptions);
export const getActivityTypes = () => loadOperation(listActivityTypes);
