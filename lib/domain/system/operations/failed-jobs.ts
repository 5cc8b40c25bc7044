// /failedJobs: the tenant's background work that gave up, newest first (planners and office; a read
// service, lib/backend/services/system/failed-jobs.read.ts).
import { ZFailedJob } from '..';
import { defineOperation, listResponse, ZListQuery } from '../../operation';
import * as systemEndpoints from '../endpoints';

export const listFailedJobs = defineOperation({
  ...systemEndpoints.listFailedJobs,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['system'],
  summary: "The tenant's mail and push jobs that failed after their last attempt, newest first (planners and office)",
  request: { query: ZListQuery },
  responses: { 200: listResponse('Failed jobs', ZFailedJob) },
});
