import 'server-only';
// Server reads of activities (to-dos) for pages (lib/domain/activities).
import { z } from 'zod';
import {
  activityPaths,
  ZActivity,
  ZActivityFilterOptions,
  ZActivityType,
  type TActivityQuery,
} from '@/lib/domain/activities';
import { load } from '../load';

export const getOpenActivities = (limit: number) =>
  load(activityPaths.list({ done: false, limit }), z.array(ZActivity));

export const getActivities = (query: TActivityQuery) => load(activityPaths.list(query), z.array(ZActivity));
export const getActivityFilterOptions = () => load(activityPaths.filterOptions(), ZActivityFilterOptions);
export const getActivityTypes = () => load(activityPaths.types(), z.array(ZActivityType));
