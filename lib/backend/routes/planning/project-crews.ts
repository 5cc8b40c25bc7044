// Project crews (SPEC §7 projectCrews): list, read, and planners' create/update/delete.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly } from '../../http/guards';
import { requireAuth } from '../../http/auth';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import {
  ZCrewItem,
  ZProjectCrew,
  ZProjectCrewCreate,
  ZProjectCrewFilters,
  ZProjectCrewUpdate,
} from '../../../domain/planning';
import { ZDone } from '../../../domain/response-parts';
import {
  createProjectCrew,
  deleteProjectCrew,
  getProjectCrew,
  listProjectCrews,
  updateProjectCrew,
} from '../../services/planning/project-crews';
import { listCrewItemsOfCrew } from '../../services/planning/crew-items';

export function projectCrewRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Crews the caller may see; `date` keeps crews with a crew item on that day',
      request: { query: ZListQuery.extend(ZProjectCrewFilters.shape) },
      responses: { 200: listResponse('Crews', ZProjectCrew) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listProjectCrews(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
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
      responses: { 200: dataResponse('Crew', ZProjectCrew) },
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
      responses: { 200: dataResponse('Crew items', z.array(ZCrewItem)) },
    }),
    async (c) => c.json({ data: await listCrewItemsOfCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Create a crew (planners)',
      request: jsonBody(ZProjectCrewCreate),
      responses: { 201: dataResponse('Created', ZProjectCrew) },
    }),
    async (c) => c.json({ data: await createProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/projectCrews/{id}',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Change a crew (planners)',
      request: { params: ZIdParam, ...jsonBody(ZProjectCrewUpdate) },
      responses: { 200: dataResponse('Updated', ZProjectCrew) },
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
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Delete a crew without people on it (planners)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDone) },
    }),
    async (c) => {
      await deleteProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  return r;
}
