// /contacts: client and supplier organisations, their projects and their persons.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth, requireUserSession } from '../http/auth';
import { ZIdParam, ZListQuery } from '../http/list';
import { requireRight } from '../services/auth/rights';
import { createContact, getContact, listContactPersons, listContacts, updateContact } from '../services/contacts';
import { listProjects, tenantToday } from '../services/projects/list';
import { ZContact, ZContactInput, ZContactUpdate, ZPersonListItem } from '../../domain/people';
import { ZProjectListFilters, ZProjectListItem } from '../../domain/projects';
import { ZListMeta } from './projects';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const mw = [requireAuth, requireUserSession];

export function contactRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts',
      tags: ['contacts'],
      middleware: mw,
      summary: 'Contacts: all for planners and office, the own contact for clients',
      request: { query: ZListQuery.extend({ search: z.string().trim().max(100).optional() }) },
      responses: { 200: { description: 'Contacts', ...json(z.object({ data: z.array(ZContact), meta: ZListMeta })) } },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { items, total } = await listContacts(c.var.deps.db, c.var.auth, q);
      return c.json({ data: items, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts/{id}',
      tags: ['contacts'],
      middleware: mw,
      summary: 'One contact',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Contact', ...json(z.object({ data: ZContact })) } },
    }),
    async (c) => c.json({ data: await getContact(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts/{id}/projects',
      tags: ['contacts'],
      middleware: mw,
      summary: "The contact's projects the caller may see (same filters as /projects)",
      request: { params: ZIdParam, query: ZListQuery.extend(ZProjectListFilters.omit({ clientId: true }).shape) },
      responses: {
        200: { description: 'Projects', ...json(z.object({ data: z.array(ZProjectListItem), meta: ZListMeta })) },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const { id } = c.req.valid('param');
      await getContact(db, auth, id);
      await requireRight(db, auth, 'projects');
      const q = c.req.valid('query');
      const { items, total } = await listProjects(db, auth, {
        ...q,
        clientId: id,
        today: await tenantToday(db, auth.tenantId),
      });
      return c.json({ data: items, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts/{id}/persons',
      tags: ['contacts'],
      middleware: mw,
      summary: 'The persons working for a contact',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Persons', ...json(z.object({ data: z.array(ZPersonListItem) })) } },
    }),
    async (c) => c.json({ data: await listContactPersons(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/contacts',
      tags: ['contacts'],
      middleware: mw,
      summary: 'Add a contact (planners and office; number = highest + 1 unless given)',
      request: body(ZContactInput),
      responses: { 201: { description: 'Created', ...json(z.object({ data: ZContact })) } },
    }),
    async (c) => c.json({ data: await createContact(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/contacts/{id}',
      tags: ['contacts'],
      middleware: mw,
      summary: 'Change the fields given (planners and office)',
      request: { params: ZIdParam, ...body(ZContactUpdate) },
      responses: { 200: { description: 'Updated', ...json(z.object({ data: ZContact })) } },
    }),
    async (c) =>
      c.json(
        { data: await updateContact(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );
  return r;
}
