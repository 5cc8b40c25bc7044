// Route plumbing for /plusCrews/{number}/…: resolves the plus crew the caller may see before the
// request is validated, so that another tenant's plus crew, or any plus crew but its own for a
// plus-crew (PCID) session, answers 404 whatever the query or body holds; and keeps it for the
// handler (one lookup per request).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { findPlusCrew } from '../services/plus-crews/plus-crews';
import type { TPlusCrew } from '../../domain/plus-crews/schemas';

const crewByRequest = new WeakMap<Request, Promise<TPlusCrew>>();

function numberOf(c: Context<AppEnv>): number {
  const raw = c.req.param('number') ?? '';
  const n = Number(raw);
  if (!/^[0-9]{1,10}$/.test(raw) || n <= 0 || n > 2147483647) throw notFound('Plus crew');
  return n;
}

/** Use after requireAuth and the right on every /plusCrews/{number} route. */
export const plusCrewGuard = createMiddleware<AppEnv>(async (c, next) => {
  const crew = findPlusCrew(c.var.deps.db, c.var.auth, numberOf(c));
  crewByRequest.set(c.req.raw, crew);
  await crew;
  await next();
});

export function plusCrewOf(c: Context<AppEnv>): Promise<TPlusCrew> {
  return crewByRequest.get(c.req.raw) ?? findPlusCrew(c.var.deps.db, c.var.auth, numberOf(c));
}
