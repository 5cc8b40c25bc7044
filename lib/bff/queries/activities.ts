import 'server-only';
// Server reads of activities (to-dos) for pages (lib/domain/activities).
import { z } from 'zod';
import { activityPaths, ZActivity } from '@/lib/domain/activities';
import { load } from '../load';

export const getOpenActivities = (limit: number) =>
  load(activityPaths.list({ done: false, limit }), z.array(ZActivity));
