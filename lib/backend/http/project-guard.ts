// Route plumbing for /projects/{id}/…: the caller must see the project before the request is
// validated, so that another tenant's project (or one the caller has no part in) answers 404
// whatever the query or body holds.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { forbidden, notFound } from '../errors';
import { MAX_INT } from '../../domain/primitives';
import { assertProjectVisible, isPlanner, isPlannerOrOffice, isProjectClient } from '../services/access';

function idParam(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_INT) throw notFound(what);
  return id;
}

/** Use after requireAuth on every /projects/{id}/… route. */
export const projectGuard = createMiddleware<AppEnv>(async (c, next) => {
  await assertProjectVisible(c.var.deps.db, c.var.auth, idParam(c.req.param('id'), 'Project'));
  await next();
});

/** The whole project at once (report, exports): planners, office and the project's client, not
 *  a crew member, who sees their own crew only. Use after projectGuard. */
export const projectOverview = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  const projectId = idParam(c.req.param('id'), 'Project');
  if (!isPlannerOrOffice(auth) && !(await isProjectClient(c.var.deps.db, auth, projectId)))
    throw forbidden('Only planners, office and the client');
  await next();
});

/** Planners and the project's client (asking for crew). Use after projectGuard. */
export const projectClientOrPlanner = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  if (!isPlanner(auth) && !(await isProjectClient(c.var.deps.db, auth, idParam(c.req.param('id'), 'Project'))))
    throw forbidden("Only planners and the project's client");
  await next();
});
