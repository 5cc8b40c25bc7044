// /projects (DOMAIN.md "Project"): list with the SPEC §4 filters, detail, create, update,
// status transitions and the PID password. A plus-crew session has no projects right (403).
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { needsRight, plannersOnly } from '../../http/guards';
import { listProjects, tenantToday } from '../../services/projects/list';
import { getProject } from '../../services/projects/read';
import { changeProjectStatus, createProject, setProjectPassword, updateProject } from '../../services/projects/write';
import {
  ZProjectDetail,
  ZProjectInput,
  ZProjectListFilters,
  ZProjectListItem,
  ZProjectStatusChange,
  ZProjectUpdate,
} from '../../../domain/projects';
import { ZLinkPassword } from '../../../domain/auth/link-password';

export function projectRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.READ')],
      summary: 'Projects the caller may see, without internal/sickness/vacation ones or those before 2018-01-01',
      request: { query: ZListQuery.extend(ZProjectListFilters.shape) },
      responses: { 200: listResponse('Projects, newest first', ZProjectListItem) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const q = c.req.valid('query');
      return c.json(
        listAnswer(q, await listProjects(db, auth, { ...q, today: await tenantToday(db, auth.tenantId) })),
        200,
      );
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.READ')],
      summary: 'One project',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('The project', ZProjectDetail) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json({ data: await getProject(db, c.var.auth, c.req.valid('param').id) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.EDIT')],
      summary: 'Create a project (status requested; number = highest + 1 unless given)',
      request: jsonBody(ZProjectInput),
      responses: { 201: dataResponse('Created', ZProjectDetail) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const id = await createProject(db, c.var.auth, c.req.valid('json'));
      return c.json({ data: await getProject(db, c.var.auth, id) }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/projects/{id}',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.EDIT')],
      summary: 'Change the fields given (status has its own call)',
      request: { params: ZIdParam, ...jsonBody(ZProjectUpdate) },
      responses: { 200: dataResponse('Updated', ZProjectDetail) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await updateProject(db, c.var.auth, id, c.req.valid('json'));
      return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/status',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.EDIT')],
      summary: 'requested → quoted → confirmed → closed (also requested → confirmed); else 409 INVALID_TRANSITION',
      request: { params: ZIdParam, ...jsonBody(ZProjectStatusChange) },
      responses: { 200: dataResponse('Status changed', ZProjectDetail) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await changeProjectStatus(db, c.var.auth, id, c.req.valid('json').status);
      return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/projects/{id}/password',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.EDIT'), plannersOnly],
      summary: 'Planners set (or clear with null) the project login (PID) password',
      request: { params: ZIdParam, ...jsonBody(ZLinkPassword) },
      responses: { 200: dataResponse('Password set or cleared', ZProjectDetail) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await setProjectPassword(db, c.var.auth, id, c.req.valid('json').password);
      return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
    },
  );

  return r;
}
