// /persons (right persons READ): planners and office see everyone, others themselves; a
// project session reads the people of its project. Profiles are edited by their owner or a planner.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam, ZListQuery } from '../http/list';
import type { TAuth } from '../context';
import type { DbOrTx } from '../db/client';
import { requireRight } from '../services/auth/rights';
import { getPerson, listPersonFunctions, listPersons, updatePerson } from '../services/persons';
import { ZPerson, ZPersonListItem, ZPersonUpdate } from '../../domain/people';
import { ZListMeta } from './projects';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** Project sessions have no rights map of their own for persons; their scope is the project. */
async function requirePersonsRead(db: DbOrTx, auth: TAuth) {
  if (auth.type !== 'project') await requireRight(db, auth, 'persons');
}

export function personRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons',
      tags: ['persons'],
      middleware: [requireAuth],
      summary: 'Persons the caller may see',
      request: {
        query: ZListQuery.extend({
          search: z.string().trim().max(100).optional(),
          contactId: z.coerce.number().int().positive().max(2147483647).optional(),
        }),
      },
      responses: {
        200: { description: 'Persons', ...json(z.object({ data: z.array(ZPersonListItem), meta: ZListMeta })) },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requirePersonsRead(db, c.var.auth);
      const q = c.req.valid('query');
      const { items, total } = await listPersons(db, c.var.auth, q);
      return c.json({ data: items, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}',
      tags: ['persons'],
      middleware: [requireAuth],
      summary: 'One person (profile)',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Person', ...json(z.object({ data: ZPerson })) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requirePersonsRead(db, c.var.auth);
      return c.json({ data: await getPerson(db, c.var.auth, c.req.valid('param').id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/persons/{id}',
      tags: ['persons'],
      middleware: [requireAuth],
      summary: 'Change profile fields (own profile; planners any person, and names, email, birthday, contact, region)',
      request: { params: ZIdParam, body: { required: true, ...json(ZPersonUpdate) } },
      responses: { 200: { description: 'Updated', ...json(z.object({ data: ZPerson })) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requirePersonsRead(db, c.var.auth);
      return c.json({ data: await updatePerson(db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/functions',
      tags: ['persons'],
      middleware: [requireAuth],
      summary: "A person's crew functions",
      request: { params: ZIdParam },
      responses: {
        200: {
          description: 'Functions',
          ...json(
            z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), code: z.string().nullable() })) }),
          ),
        },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requirePersonsRead(db, c.var.auth);
      return c.json({ data: await listPersonFunctions(db, c.var.auth, c.req.valid('param').id) }, 200);
    },
  );
  return r;
}
