// Route plumbing for /projectCrewItems/{id}/…: the caller must see the crew item before the
// request is validated (another tenant's item answers 404 whatever the body holds).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { forbidden, notFound } from '../errors';
import { MAX_INT } from '../../domain/primitives';
import { isPlanner, isProjectClient } from '../services/access';
import { getVisibleCrewItem } from '../services/planning/crew-access';

async function visibleItem(c: { req: { param: (k: string) => string | undefined } } & { var: AppEnv['Variables'] }) {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0 || id > MAX_INT) throw notFound('Crew item');
  return getVisibleCrewItem(c.var.deps.db, c.var.auth, id);
}

/** The item is visible to the caller. */
export const crewItemGuard = createMiddleware<AppEnv>(async (c, next) => {
  await visibleItem(c);
  await next();
});

/** The item is visible, and the caller is a planner or the client of its project. */
export const crewItemClientOrPlanner = createMiddleware<AppEnv>(async (c, next) => {
  const { crew } = await visibleItem(c);
  const auth = c.var.auth;
  if (!isPlanner(auth) && !(await isProjectClient(c.var.deps.db, auth, crew.projectId)))
    throw forbidden("Only planners and the project's client may ask for crew");
  await next();
});
