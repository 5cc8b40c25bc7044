// Who may call a route, decided before its input is validated: a caller without the right gets
// 403 whatever the body holds, never a 422 that lists the schema's field names. Put them in
// createRoute's `middleware` after requireAuth (zod-openapi runs route middleware before its
// validators). The rules themselves live in services/access.ts and services/auth/rights.ts.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';
import { isClient, isClientOrPlanner, isPlanner, isPlannerOrOffice, requirePlanner } from '../services/access';
import { leadsAnyCrew } from '../services/field-work/crew-roles';
import { requireRight } from '../services/auth/rights';
import { requireStaffer } from '../services/planning/staffing-settings';
import type { TRight } from '../../domain/auth/rights-registry';

/** rules §6 rights: the caller's roles must grant `right`. */
export const needsRight = (right: TRight) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await requireRight(c.var.deps.db, c.var.auth, right);
    await next();
  });

/** Planner login types only (planners, operations, planning). */
export const plannersOnly = createMiddleware<AppEnv>(async (c, next) => {
  requirePlanner(c.var.auth);
  await next();
});

/** Clients or planners (rules §6 "client or planner" screens); crew and office get 403. */
export const clientsOrPlanners = createMiddleware<AppEnv>(async (c, next) => {
  if (!isClientOrPlanner(c.var.auth)) throw forbidden('Only clients and planners may see this');
  await next();
});

/** Planners, and clients where the tenant lets them staff their own projects (staffing-settings.ts). */
export const staffers = createMiddleware<AppEnv>(async (c, next) => {
  await requireStaffer(c.var.deps.db, c.var.auth);
  await next();
});

/** Client logins only (rules §6 "client" screens). */
export const clientsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isClient(c.var.auth)) throw forbidden('Only clients may see this');
  await next();
});

/** The route's `{id}` is the caller's own person, or the caller is a planner. */
export const ownPersonOrPlanner = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  if (!isPlanner(auth) && (auth.type !== 'user' || String(auth.personId) !== c.req.param('id')))
    throw forbidden('You may only change your own profile');
  await next();
});

/** Planners and office (contacts, users, and lists with phone numbers and email addresses). */
export const plannersOrOffice = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPlannerOrOffice(c.var.auth)) throw forbidden('Only planners and office may do this');
  await next();
});

/** Planners, and persons who lead a crew (the crew item in the body is checked by the service). */
export const plannersOrCrewChiefs = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPlanner(c.var.auth) && !(await leadsAnyCrew(c.var.deps.db, c.var.auth)))
    throw forbidden('Only planners and crew chiefs may do this');
  await next();
});
