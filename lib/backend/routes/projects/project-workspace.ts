// /projects/{id} sub-resources the project page reads and the planners' actions on the whole
// project: crews, crew items, contacts, to-dos, copy, report and exports; and /projectTypes.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, exportResponse, fileResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { needsRight, plannersOnly, plannersOrOffice } from '../../http/guards';
import { projectGuard, projectOverview } from '../../http/project-guard';
import { sendFile, sendPdf } from '../../http/files';
import { ZExportQuery } from '../../../domain/export-query';
import { ZProjectCrew, ZProjectCrewItem } from '../../../domain/planning';
import { ZActivity } from '../../../domain/activities';
import {
  PROJECT_EXPORTS,
  ZProjectContacts,
  ZProjectCopy,
  ZProjectDetail,
  ZProjectTodoInput,
  ZProjectTypeItem,
  ZProjectTypesQuery,
} from '../../../domain/projects';
import { listCrewItemsOfProject, listCrewsOfProject } from '../../services/projects/crews';
import { projectContacts } from '../../services/projects/contacts';
import { addProjectTodo, listProjectTodos } from '../../services/projects/todos';
import { copyProject } from '../../services/projects/copy';
import { getProject } from '../../services/projects/read';
import { projectReport } from '../../services/projects/report';
import { exportProject } from '../../services/projects/exports';
import { listProjectTypes } from '../../services/projects/types';

const seen = [requireAuth, needsRight('projects.READ'), projectGuard];

export function projectWorkspaceRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/crews',
      tags: ['projects'],
      middleware: seen,
      summary: "The project's crews the caller may see, with their counts",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Crews', z.array(ZProjectCrew)) },
    }),
    async (c) => c.json({ data: await listCrewsOfProject(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/crewItems',
      tags: ['projects'],
      middleware: seen,
      summary: 'Crew items of those crews with their rows, people and the status actions the caller may take',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Crew items', z.array(ZProjectCrewItem)) },
    }),
    async (c) =>
      c.json({ data: await listCrewItemsOfProject(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/contacts',
      tags: ['projects'],
      middleware: seen,
      summary: 'Who to call about the project (its manager), as a contact: name, phone, email',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Contacts', ZProjectContacts) },
    }),
    async (c) => c.json({ data: await projectContacts(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/activities',
      tags: ['projects'],
      middleware: [...seen, requireUserSession, plannersOnly],
      summary: "The project's to-dos (planners), by due date and priority",
      request: { params: ZIdParam, query: ZListQuery },
      responses: { 200: listResponse('To-dos', ZActivity) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listProjectTodos(c.var.deps.db, c.var.auth, { projectId: c.req.valid('param').id }, q);
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/activities',
      tags: ['projects'],
      middleware: [...seen, requireUserSession, plannersOnly],
      summary: 'Add a project to-do: due the next day with priority 1 (SPEC §9), for the project manager',
      request: { params: ZIdParam, ...jsonBody(ZProjectTodoInput) },
      responses: { 201: dataResponse('Created', ZActivity) },
    }),
    async (c) => {
      const projectId = c.req.valid('param').id;
      return c.json({ data: await addProjectTodo(c.var.deps.db, c.var.auth, { projectId }, c.req.valid('json')) }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/copy',
      tags: ['projects'],
      middleware: [...seen, needsRight('projects.EDIT'), plannersOnly],
      summary:
        'A new requested project with the same crews and crew items, moved to the new begin date, without people',
      request: { params: ZIdParam, ...jsonBody(ZProjectCopy) },
      responses: { 201: dataResponse('The copy', ZProjectDetail) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const id = await copyProject(db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: await getProject(db, c.var.auth, id) }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/report',
      tags: ['projects'],
      middleware: [...seen, projectOverview],
      summary: 'The project report as PDF (planners, office and the client)',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await projectReport(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );

  for (const what of PROJECT_EXPORTS) {
    r.openapi(
      createRoute({
        method: 'get',
        path: `/projects/{id}/exports/${what}`,
        tags: ['projects'],
        middleware: [...seen, plannersOrOffice],
        summary:
          what === 'crews'
            ? 'The crews and their crew items as .xlsx or .csv (planners and office)'
            : 'The people on the crew items, with phone and email, as .xlsx or .csv (planners and office)',
        request: { params: ZIdParam, query: ZExportQuery },
        responses: { 200: exportResponse },
      }),
      async (c) => {
        const { db } = c.var.deps;
        const id = c.req.valid('param').id;
        return sendFile(c, await exportProject(db, c.var.auth, id, what, c.req.valid('query').format));
      },
    );
  }

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectTypes',
      tags: ['projects'],
      middleware: [requireAuth, requireUserSession, needsRight('projects.READ')],
      summary: "The tenant's project types (SPEC §9: at most 100 a page)",
      request: { query: ZProjectTypesQuery },
      responses: { 200: listResponse('Project types', ZProjectTypeItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listProjectTypes(c.var.deps.db, c.var.auth.tenantId, q)), 200);
    },
  );

  return r;
}
