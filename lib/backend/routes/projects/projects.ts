// The routes of lib/domain/projects/operations/projects.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { listProjects, tenantToday } from '../../services/projects/list';
import { getProject } from '../../services/projects/read';
import { changeProjectStatus, createProject, setProjectPassword, updateProject } from '../../services/projects/write';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/projects/operations/projects';

export function projectRoutes() {
  const r = createRouter();

  r.openapi(route(op.listProjects), async (c) => {
    const { db } = c.var.deps;
    const auth = c.var.auth;
    const q = c.req.valid('query');
    return c.json(
      listAnswer(q, await listProjects(db, auth, { ...q, today: await tenantToday(db, auth.tenantId) })),
      200,
    );
  });

  r.openapi(route(op.getProject), async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: withEtag(c, await getProject(db, c.var.auth, c.req.valid('param').id)) }, 200);
  });

  r.openapi(route(op.createProject), async (c) => {
    const { db } = c.var.deps;
    const id = await createProject(db, c.var.auth, c.req.valid('json'));
    return c.json({ data: await getProject(db, c.var.auth, id) }, 201);
  });

  r.openapi(route(op.updateProject), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await updateProject(db, c.var.auth, id, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, await getProject(db, c.var.auth, id)) }, 200);
  });

  r.openapi(route(op.changeProjectStatus), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await changeProjectStatus(db, c.var.auth, id, c.req.valid('json').status, ifMatchOf(c));
    return c.json({ data: withEtag(c, await getProject(db, c.var.auth, id)) }, 200);
  });

  r.openapi(route(op.setProjectPassword), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await setProjectPassword(db, c.var.auth, id, c.req.valid('json').password);
    return c.json({ data: await getProject(db, c.var.auth, id) }, 200);
  });

  return r;
}
