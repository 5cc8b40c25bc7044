// A route built from its operation (lib/domain/operation.ts): the operation's method, path,
// request and answers go to createRoute as they are, and its `access` becomes the route's guards,
// run before the input is validated (a caller without the right gets 403, never a 422): the
// session, the session kind, the login-type rule, then each right (none for a PUBLIC operation).
// A guard that needs the route's own record (projectGuard, crewGuard, …) or the crew roles is
// added after them by the route file.
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';
import { PUBLIC, type TAccess, type TAccessRule, type TOperation } from '../../domain/operation';
import { SESSION_TYPES, type TSessionType } from '../../domain/auth/session';
import { requireAuth, requireUserSession } from './auth';
import { clientsOnly, clientsOrPlanners, needsRight, plannersOnly, plannersOrOffice, staffers } from './guards';

const RULES: Record<TAccessRule, MiddlewareHandler<AppEnv>> = {
  planners: plannersOnly,
  plannersOrOffice,
  clientsOrPlanners,
  clientsOnly,
  staffers,
};

/** Only the session kinds listed (a user's login has its own guard and message). */
function sessionKinds(kinds: readonly TSessionType[]): MiddlewareHandler<AppEnv>[] {
  if (SESSION_TYPES.every((kind) => kinds.includes(kind))) return [];
  if (kinds.length === 1 && kinds[0] === 'user') return [requireUserSession];
  return [
    createMiddleware<AppEnv>(async (c, next) => {
      if (!kinds.includes(c.var.auth.type)) throw forbidden('This session may not make this call');
      await next();
    }),
  ];
}

/** The guards of an operation's access, in the order they run, around the route's own `guards`. */
export function accessGuards(access: TAccess, guards: MiddlewareHandler<AppEnv>[] = []): MiddlewareHandler<AppEnv>[] {
  if (access.sessions === PUBLIC) return guards;
  const kinds = sessionKinds(access.sessions);
  const who = [...(access.rule ? [RULES[access.rule]] : []), ...(access.rights ?? []).map(needsRight)];
  return access.sessionKindLast
    ? [requireAuth, ...who, ...guards, ...kinds]
    : [requireAuth, ...kinds, ...who, ...guards];
}

/** Every operation a route was built from, for the test that no route goes without one. */
export const BUILT_FROM_OPERATIONS = new Set<TOperation>();

/** The route of `operation`, with `guards` of its own after the operation's access. */
export function route<O extends TOperation>(operation: O, ...guards: MiddlewareHandler<AppEnv>[]) {
  BUILT_FROM_OPERATIONS.add(operation);
  const { access, ...config } = operation;
  return createRoute({ ...config, middleware: accessGuards(access, guards) });
}
