// Project crews (SPEC §7 projectCrews): list, read, and planners' create/update/delete.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { offsetOf, ZIdParam, ZIsoDate, ZListQuery } from '../http/list';
import { ZCrewItem, ZProjectCrew, ZProjectCrewCreate, ZProjectCrewUpdate } from '../../domain/planning';
import {
  createProjectCrew,
  deleteProjectCrew,
  getProjectCrew,
  listProjectCrews,
  updateProjectCrew,
} from '../services/planning/project-crews';
import { listCrewItemsOfCrew } from '../services/planning/crew-items';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZMeta = z.object({ page: z.number(), limit: z.number(), total: z.number() });
const ZCrewData = z.object({ data: ZProjectCrew });

export function projectCrewRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Crews the caller may see; `date` keeps crews with a crew item on that day',
      request: {
        query: ZListQuery.extend({
          projectId: z.coerce.number().int().positive().max(2147483647).optional(),
          date: ZIsoDate.optional(),
        }),
      },
      responses: { 200: { description: 'Crews', ...json(z.object({ data: z.array(ZProjectCrew), meta: ZMeta })) } },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await listProjectCrews(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
      return c.json({ data, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'One crew with project, location, people and counts',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Crew', ...json(ZCrewData) } },
    }),
    async (c) => c.json({ data: await getProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/items',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Crew items of a crew with their rows and people',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Crew items', ...json(z.object({ data: z.array(ZCrewItem) })) } },
    }),
    async (c) => c.json({ data: await listCrewItemsOfCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Create a crew (planners)',
      request: { body: { required: true, ...json(ZProjectCrewCreate) } },
      responses: { 201: { description: 'Created', ...json(ZCrewData) } },
    }),
    async (c) => c.json({ data: await createProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/projectCrews/{id}',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Change a crew (planners)',
      request: { params: ZIdParam, body: { required: true, ...json(ZProjectCrewUpdate) } },
      responses: { 200: { description: 'Updated', ...json(ZCrewData) } },
    }),
    async (c) =>
      c.json(
        { data: await updateProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/projectCrews/{id}',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Delete a crew without people on it (planners)',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Deleted', ...json(z.object({ data: z.object({ ok: z.boolean() }) })) } },
    }),
    async (c) => {
      await deleteProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  );

  return r;
}
