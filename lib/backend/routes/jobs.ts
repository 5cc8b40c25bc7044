// Jobs (SPEC §7 jobs, confirmation, crewChief): the caller's own assignments and applications.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { offsetOf, ZIdParam, ZListQuery } from '../http/list';
import { ZJob, ZJobConfirmation, ZJobsQuery, ZProjectCrew } from '../../domain/planning';
import { confirmJob, getJob, listCrewChiefCrews, listJobs } from '../services/planning/jobs';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZMeta = z.object({ page: z.number(), limit: z.number(), total: z.number() });

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
      responses: { 200: { description: 'Jobs', ...json(z.object({ data: z.array(ZJob), meta: ZMeta })) } },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await listJobs(c.var.deps.db, c.var.auth, q.list, {
        limit: q.limit,
        offset: offsetOf(q),
      });
      return c.json({ data, meta: { page: q.page, limit: q.limit, total } }, 200);
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
      responses: { 200: { description: 'Crews', ...json(z.object({ data: z.array(ZProjectCrew), meta: ZMeta })) } },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await listCrewChiefCrews(c.var.deps.db, c.var.auth, {
        limit: q.limit,
        offset: offsetOf(q),
      });
      return c.json({ data, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{id}',
      middleware: [requireAuth] as const,
      tags: ['jobs'],
      summary: 'One own job (an assignment id; with kind=application an application id)',
      request: {
        params: ZIdParam,
        query: z.object({ kind: z.enum(['assignment', 'application']).default('assignment') }),
      },
      responses: { 200: { description: 'Job', ...json(z.object({ data: ZJob })) } },
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
      middleware: [requireAuth] as const,
      tags: ['jobs'],
      summary: 'Accept (confirmedWeb) or decline (cancelled, planners get a to-do) a job to confirm',
      request: { params: ZIdParam, body: { required: true, ...json(ZJobConfirmation) } },
      responses: { 200: { description: 'The job after the answer', ...json(z.object({ data: ZJob })) } },
    }),
    async (c) =>
      c.json({ data: await confirmJob(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  return r;
}
