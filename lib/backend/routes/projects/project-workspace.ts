// The routes of lib/domain/projects/operations/project-workspace.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { projectGuard, projectOverview } from '../../http/project-guard';
import { sendFile, sendPdf } from '../../http/files';
import { listCrewItemsOfProject, listCrewsOfProject } from '../../services/projects/crews';
import { projectContacts } from '../../services/projects/contacts';
import { addProjectTodo, listProjectTodos } from '../../services/projects/todos';
import { copyProject } from '../../services/projects/copy';
import { getProject } from '../../services/projects/read';
import { projectReport } from '../../services/projects/report';
import { exportProject } from '../../services/projects/exports';
import { listProjectTypes } from '../../services/projects/types';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/projects/operations/project-workspace';

export function projectWorkspaceRoutes() {
  const r = createRouter();

  r.openapi(route(op.listCrewsOfProject, projectGuard), async (c) =>
    c.json({ data: await listCrewsOfProject(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.listCrewItemsOfProject, projectGuard), async (c) =>
    c.json({ data: await listCrewItemsOfProject(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.projectContacts, projectGuard), async (c) =>
    c.json({ data: await projectContacts(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.listProjectTodos, projectGuard), async (c) => {
    const q = c.req.valid('query');
    const page = await listProjectTodos(c.var.deps.db, c.var.auth, { projectId: c.req.valid('param').id }, q);
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.addProjectTodo, projectGuard), async (c) => {
    const projectId = c.req.valid('param').id;
    return c.json({ data: await addProjectTodo(c.var.deps.db, c.var.auth, { projectId }, c.req.valid('json')) }, 201);
  });

  r.openapi(route(op.copyProject, projectGuard), async (c) => {
    const { db } = c.var.deps;
    const id = await copyProject(db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: await getProject(db, c.var.auth, id) }, 201);
  });

  r.openapi(route(op.projectReport, projectGuard, projectOverview), async (c) =>
    sendPdf(c, await projectReport(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );

  for (const [operation, what] of [
    [op.exportProjectCrews, 'crews'],
    [op.exportProjectPeople, 'people'],
  ] as const) {
    r.openapi(route(operation, projectGuard), async (c) => {
      const id = c.req.valid('param').id;
      return sendFile(c, await exportProject(c.var.deps.db, c.var.auth, id, what, c.req.valid('query').format));
    });
  }

  r.openapi(route(op.listProjectTypes), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listProjectTypes(c.var.deps.db, c.var.auth.tenantId, q)), 200);
  });

  return r;
}
