// Route plumbing for /projectCrews/{id}/…: resolves the caller's access to the crew before
// the request is validated, so that another tenant's crew answers 404 whatever the query
// or body holds, and keeps the result for the handler (one lookup per request).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { getCrewAccess, requireCrewRole, type TCrewAccess, type TCrewRole } from '../services/field-work/crew-roles';

const accessByRequest = new WeakMap<Request, Promise<TCrewAccess>>();

function crewIdOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2147483647) throw notFound('Crew');
  return id;
}

/** Use after requireAuth on every /projectCrews/{id} route. */
export const crewGuard = createMiddleware<AppEnv>(async (c, next) => {
  const access = getCrewAccess(c.var.deps.db, c.var.auth, crewIdOf(c));
  accessByRequest.set(c.req.raw, access);
  await access;
  await next();
});

export function crewAccessOf(c: Context<AppEnv>): Promise<TCrewAccess> {
  return accessByRequest.get(c.req.raw) ?? getCrewAccess(c.var.deps.db, c.var.auth, crewIdOf(c));
}

/** After crewGuard: 403 unless the caller holds one of `allowed` in the crew, before the body is read. */
export const crewRoles = (allowed: readonly TCrewRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireCrewRole(await crewAccessOf(c), allowed);
    await next();
  });

/** The crew's chief or a planner, checked before the body is read: most calls of the crew chief's screens. */
export const chiefOrPlanner = [crewGuard, crewRoles(['chief', 'planner'])];
