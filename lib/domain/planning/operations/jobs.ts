// Jobs (rules §7 jobs, confirmation, crewChief): the caller's own assignments and applications.
import { ZJob, ZJobConfirmation, ZJobQuery, ZJobsQuery, ZProjectCrew } from '..';
import { ZIdempotencyHeaders } from '../../idempotency-headers';
import { ZIfMatchHeaders } from '../../version-headers';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import * as planningEndpoints from '../endpoints';

export const listJobs = defineOperation({
  ...planningEndpoints.listJobs,
  access: { sessions: ANY_SESSION },
  tags: ['jobs'],
  summary: 'Own jobs: upcoming, past, toConfirm or appliedFor',
  request: { query: ZListQuery.extend(ZJobsQuery.shape) },
  responses: { 200: listResponse('Jobs', ZJob) },
});

export const listCrewChiefCrews = defineOperation({
  ...planningEndpoints.listCrewChiefCrews,
  access: { sessions: ANY_SESSION },
  tags: ['jobs'],
  summary: 'Upcoming crews the caller leads as crew chief',
  request: { query: ZListQuery },
  responses: { 200: listResponse('Crews', ZProjectCrew) },
});

export const getJob = defineOperation({
  ...planningEndpoints.getJob,
  access: { sessions: ANY_SESSION },
  tags: ['jobs'],
  summary: 'One own job (an assignment id; with kind=application an application id)',
  request: { params: ZIdParam, query: ZJobQuery },
  responses: { 200: dataResponse('Job', ZJob) },
});

export const confirmJob = defineOperation({
  ...planningEndpoints.confirmJob,
  access: { sessions: ANY_SESSION },
  tags: ['jobs'],
  summary: 'Accept (confirmedWeb) or decline (cancelled, planners get a to-do) a job to confirm, based on its version',
  request: {
    params: ZIdParam,
    headers: ZIdempotencyHeaders.extend(ZIfMatchHeaders.shape),
    ...jsonBody(ZJobConfirmation),
  },
  responses: { 200: dataResponse('The job after the answer', ZJob) },
});
