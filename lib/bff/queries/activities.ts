import 'server-only';
// Server reads of activities (to-dos) for pages (lib/domain/activities).
import type { TActivityQuery } from '@/lib/domain/activities';
import {
  activityFilterOptions,
  listActivities,
  listActivityTypes,
} from '@/lib/domain/activities/operations/activities';
import { loadOperation } from '../load';

/** The query string's yes/no: `done=true` or `done=false`, or left out. */
const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

export const getOpenActivities = (limit: number) => loadOperation(listActivities, undefined, { done: 'false', limit });

export const getActivities = (query: TActivityQuery) =>
  loadOperation(listActivities, undefined, { ...query, done: flag(query.done) });
export const getActivityFilterOptions = () => loadOperation(activityFilterOptions);
export const getActivityTypes = () => loadOperation(listActivityTypes);
