// /projects (DOMAIN.md "Project"): list with the SPEC §4 filters, detail, create, update,
// status transitions and the PID password. A plus-crew session has no projects right (403).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam, ZListQuery } from '../http/list';
import { requireRight } from '../services/auth/rights';
import { listProjects, tenantToday } from '../services/projects/list';
import { getProject } from '../services/projects/read';
import { changeProjectStatus, createProject, setProjectPassword, updateProject } from '../services/projects/write';
import {
  ZProjectDetail,
  ZProjectInput,
  ZProjectListFilters,
  ZProjectListItem,
  ZProjectPassword,
  ZProjectStatusChange,
  ZProjectUpdate,
} from '../../domain/projects';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
export const ZListMeta = z.object({ page: z.number(), limit: z.number(), total: z.number() });
const ZDetailResponse = z.object({ data: ZProjectDetail });

export function projectRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects',
      tags: ['projects'],
      middleware: [requireAuth],
      summary: 'Projects the caller may see, without internal/sickness/vacation ones or those before 2018-01-01',
      request: { query: ZListQuery.extend(ZProjectListFilters.shape) },
      responses: {
        200: {
          description: 'Projects, newest first',
          ...json(z.object({ data: z.array(ZProjectListItem), meta: ZListMeta })),
        },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      await requireRight(db, auth, 'projects');
      const q = c.req.valid('query');
      const { items, total } = await listProjects(db, auth, { ...q, today: await tenantToday(db, auth.tenantId) });
      return c.json({ data: items, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}',
      tags: ['projects'],
      middleware: [requireAuth],
      summary: 'One project',
      request: { params: ZIdParam },
      responses: { 200: { description: 'The project', ...json(ZDetailResponse) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requireRight(db, c.var.auth, 'projects');
      return c.json({ data: await getProject(db, c.var.auth, c.req.valid('param').id) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects',
      tags: ['projects'],
      middleware: [requireAuth],
      summary: 'Create a project (status requested; number = highest + 1 unless given)',
      request: body(ZProjectInput),
      responses: { 201: { description: 'Created', ...json(ZDetailResponse) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requireRight(db, c.var.auth, 'projects', 'EDIT');
      const id = await createProject(db, c.var.auth, c.req.valid('json'));
      return c.json({ data: await getProject(db, c.var.auth, id) }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/projects/{id}',
      tags: ['projects'],
      middleware: [requireAuth],
      summary: 'Change the fields given (status has its own call)',
      request: { params: ZIdParam, ...body(ZProjectUpdate) },
      responses: { 200: { description: 'Updated', ...json(ZDetailResponse) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await requireRight(db, c.var.auth, 'projects', 'EDIT');
      await updateProject(db, c.var.auth, id, c.req.valid('json'));
      return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/status',
      tags: ['projects'],
      middleware: [requireAuth],
      summary: 'requested → quoted → confirmed → closed (also requested → confirmed); else 409 INVALID_TRANSITION',
      request: { params: ZIdParam, ...body(ZProjectStatusChange) },
      responses: { 200: { description: 'Status changed', ...json(ZDetailResponse) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await requireRight(db, c.var.auth, 'projects', 'EDIT');
      await changeProjectStatus(db, c.var.auth, id, c.req.valid('json').status);
      return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/projects/{id}/password',
      tags: ['projects'],
      middleware: [requireAuth],
      summary: 'Planners set (or clear with null) the project login (PID) password',
      request: { params: ZIdParam, ...body(ZProjectPassword) },
      responses: { 200: { description: 'Password set or cleared', ...json(ZDetailResponse) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await requireRight(db, c.var.auth, 'projects', 'EDIT');
      await setProjectPassword(db, c.var.auth, id, c.req.valid('json').password);
      return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
    },
  );

  return r;
}
