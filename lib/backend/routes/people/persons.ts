// The routes of lib/domain/people/operations/persons.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { ownPersonOrPlanner } from '../../http/guards';
import { requireRight } from '../../services/auth/rights';
import { getPerson, listPersonFunctions, listPersons, updatePerson } from '../../services/people/persons';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/people/operations/persons';
import { ifMatchOf, withEtag } from '../../http/versions';

/** Project sessions have no rights map of their own for persons; their scope is the project. */
const personsRead = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.type !== 'project') await requireRight(c.var.deps.db, c.var.auth, 'persons.READ');
  await next();
});

export function personRoutes() {
  const r = createRouter();
  r.openapi(route(op.listPersons, personsRead), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listPersons(db, c.var.auth, q)), 200);
  });
  r.openapi(route(op.getPerson, personsRead), async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: withEtag(c, await getPerson(db, c.var.auth, c.req.valid('param').id)) }, 200);
  });
  r.openapi(route(op.updatePerson, personsRead, ownPersonOrPlanner), async (c) => {
    const { db } = c.var.deps;
    const person = await updatePerson(db, c.var.auth, c.req.valid('param').id, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, person) }, 200);
  });
  r.openapi(route(op.listPersonFunctions, personsRead), async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: await listPersonFunctions(db, c.var.auth, c.req.valid('param').id) }, 200);
  });
  return r;
}
