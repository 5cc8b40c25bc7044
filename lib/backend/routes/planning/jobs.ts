// Jobs (SPEC §7 jobs, confirmation, crewChief): the caller's own assignments and applications.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotent';
import { actionTimeOf } from '../../services/device-time';
import { clock } from '../../../domain/clock';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { ZJob, ZJobConfirmation, ZJobQuery, ZJobsQuery, ZProjectCrew } from '../../../domain/planning';
import { confirmJob, getJob, listCrewChiefCrews, listJobs } from '../../services/planning/jobs';

export function jobRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/jobs',
      middleware: [requireAuth] as const,
      tags: ['jobs'],
      summary: 'Own jobs: upcoming, past, toConfirm or appliedFor',
      request: { query: ZListQuery.extend(ZJobsQuery.shape) },
      responses: { 200: listResponse('Jobs', ZJob) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listJobs(c.var.deps.db, c.var.auth, q.list, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  // Registered before /jobs/{id} so that "crewChief" is not read as an id.
  r.openapi(
    createRoute({
      method: 'get',
      path: '/jobs/crewChief',
      middleware: [requireAuth] as const,
      tags: ['jobs'],
      summary: 'Upcoming crews the caller leads as crew chief',
      request: { query: ZListQuery },
      responses: { 200: listResponse('Crews', ZProjectCrew) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listCrewChiefCrews(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{id}',
      middleware: [requireAuth] as const,
      tags: ['jobs'],
      summary: 'One own job (an assignment id; with kind=application an application id)',
      request: { params: ZIdParam, query: ZJobQuery },
      responses: { 200: dataResponse('Job', ZJob) },
    }),
    async (c) =>
      c.json(
        { data: await getJob(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query').kind) },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/jobs/{id}/confirmation',
      middleware: [requireAuth, idempotent] as const,
      tags: ['jobs'],
      summary: 'Accept (confirmedWeb) or decline (cancelled, planners get a to-do) a job to confirm',
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZJobConfirmation) },
      responses: { 200: dataResponse('The job after the answer', ZJob) },
    }),
    async (c) => {
      const answer = c.req.valid('json');
      const at = actionTimeOf(answer.at, clock.now());
      return c.json({ data: await confirmJob(c.var.deps.db, c.var.auth, c.req.valid('param').id, answer, at) }, 200);
    },
  );

  return r;
}
