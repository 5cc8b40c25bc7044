// /persons (right persons READ): planners and office see everyone, others themselves; a
// project session reads the people of its project. Profiles are edited by their owner or a planner.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { ownPersonOrPlanner } from '../../http/guards';
import { requireRight } from '../../services/auth/rights';
import { getPerson, listPersonFunctions, listPersons, updatePerson } from '../../services/people/persons';
import { ZFunction } from '../../../domain/catalog';
import { ZPerson, ZPersonFilters, ZPersonListItem, ZPersonUpdate } from '../../../domain/people';

/** Project sessions have no rights map of their own for persons; their scope is the project. */
const personsRead = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.type !== 'project') await requireRight(c.var.deps.db, c.var.auth, 'persons.READ');
  await next();
});

export function personRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons',
      tags: ['persons'],
      middleware: [requireAuth, personsRead],
      summary: 'Persons the caller may see',
      request: { query: ZListQuery.extend(ZPersonFilters.shape) },
      responses: { 200: listResponse('Persons', ZPersonListItem) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listPersons(db, c.var.auth, q)), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}',
      tags: ['persons'],
      middleware: [requireAuth, personsRead],
      summary: 'One person (profile)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Person', ZPerson) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json({ data: await getPerson(db, c.var.auth, c.req.valid('param').id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/persons/{id}',
      tags: ['persons'],
      middleware: [requireAuth, personsRead, ownPersonOrPlanner],
      summary: 'Change profile fields (own profile; planners any person, and names, email, birthday, contact, region)',
      request: { params: ZIdParam, ...jsonBody(ZPersonUpdate) },
      responses: { 200: dataResponse('Updated', ZPerson) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json({ data: await updatePerson(db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/functions',
      tags: ['persons'],
      middleware: [requireAuth, personsRead],
      summary: "A person's crew functions",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Functions', z.array(ZFunction)) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json({ data: await listPersonFunctions(db, c.var.auth, c.req.valid('param').id) }, 200);
    },
  );
  return r;
}
