// /failedJobs: the tenant's background work that gave up, newest first (planners and office; a read
// service, lib/backend/services/system/failed-jobs.read.ts), and one more attempt at one of them.
import { ZFailedJob, ZRetriedJob } from '..';
import { dataResponse, defineOperation, listResponse, ZIdParam, ZListQuery } from '../../operation';
import * as systemEndpoints from '../endpoints';

export const listFailedJobs = defineOperation({
  ...systemEndpoints.listFailedJobs,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['system'],
  summary: "The tenant's mail and push jobs that failed after their last attempt, newest first (planners and office)",
  request: { query: ZListQuery },
  responses: { 200: listResponse('Failed jobs', ZFailedJob) },
});

export const retryFailedJob = defineOperation({
  ...systemEndpoints.retryFailedJob,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['system'],
  summary: 'One more attempt at a failed job, due now; it leaves the list of failed jobs (planners and office)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Due again', ZRetriedJob) },
});
