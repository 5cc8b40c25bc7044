import 'server-only';
// Server reads of activities (to-dos) for pages (lib/domain/activities).
import type { TActivityQuery } from '@/lib/domain/activities';
import {
  activityFilterOptions,
  listActivities,
  listActivityTypes,
} from '@/lib/domain/activities/operations/activities';
import { queryFlag } from '@/lib/domain/api-path';
import { loadOperation } from '../load';

export const getOpenActivities = (limit: number) => loadOperation(listActivities, undefined, { done: 'false', limit });

export const getActivities = (query: TActivityQuery) =>
  loadOperation(listActivities, undefined, { ...query, done: queryFlag(query.done) });
export const getActivityFilterOptions = () => loadOperation(activityFilterOptions);
export const getActivityTypes = () => loadOperation(listActivityTypes);
