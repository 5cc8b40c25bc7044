// A route built from its operation (lib/domain/operation.ts): the operation's method, path,
// request and answers go to createRoute as they are, and its `access` becomes the route's guards,
// run before the input is validated (a caller without the right gets 403, never a 422): the
// session, the session kind, the login-type rule, then each right. A guard that needs the
// route's own record (projectGuard, crewGuard, …) is added after them by the route file.
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';
import type { TAccess, TAccessRule, TOperation } from '../../domain/operation';
import { SESSION_TYPES } from '../../domain/auth/session';
import { requireAuth, requireUserSession } from './auth';
import { clientsOnly, clientsOrPlanners, needsRight, plannersOnly, plannersOrOffice } from './guards';

const RULES: Record<TAccessRule, MiddlewareHandler<AppEnv>> = {
  planners: plannersOnly,
  plannersOrOffice,
  clientsOrPlanners,
  clientsOnly,
};

/** Only the session kinds listed (a user's login has its own guard and message). */
function sessionKinds(kinds: TAccess['sessions']): MiddlewareHandler<AppEnv>[] {
  if (SESSION_TYPES.every((kind) => kinds.includes(kind))) return [];
  if (kinds.length === 1 && kinds[0] === 'user') return [requireUserSession];
  return [
    createMiddleware<AppEnv>(async (c, next) => {
      if (!kinds.includes(c.var.auth.type)) throw forbidden('This session may not make this call');
      await next();
    }),
  ];
}

/** The guards of an operation's access, in the order they run. */
export function accessGuards(access: TAccess): MiddlewareHandler<AppEnv>[] {
  return [
    requireAuth,
    ...sessionKinds(access.sessions),
    ...(access.rule ? [RULES[access.rule]] : []),
    ...(access.rights ?? []).map(needsRight),
  ];
}

/** Every operation a route was built from, for the test that no route goes without one. */
export const BUILT_FROM_OPERATIONS = new Set<TOperation>();

/** The route of `operation`, with `guards` of its own after the operation's access. */
export function route<O extends TOperation>(operation: O, ...guards: MiddlewareHandler<AppEnv>[]) {
  BUILT_FROM_OPERATIONS.add(operation);
  const { access, ...config } = operation;
  return createRoute({ ...config, middleware: [...accessGuards(access), ...guards] });
}
