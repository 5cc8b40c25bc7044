// /contacts: client and supplier organisations, their projects and their persons.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { needsRight, plannersOrOffice } from '../../http/guards';
import {
  createContact,
  getContact,
  listContactPersons,
  listContacts,
  updateContact,
} from '../../services/people/contacts';
import { listProjects, tenantToday } from '../../services/projects/list';
import { ZContact, ZContactInput, ZContactSearch, ZContactUpdate, ZPersonListItem } from '../../../domain/people';
import { ZProjectListFilters, ZProjectListItem } from '../../../domain/projects';

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
      request: { query: ZListQuery.extend(ZContactSearch.shape) },
      responses: { 200: listResponse('Contacts', ZContact) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listContacts(c.var.deps.db, c.var.auth, q)), 200);
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
      responses: { 200: dataResponse('Contact', ZContact) },
    }),
    async (c) => c.json({ data: await getContact(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts/{id}/projects',
      tags: ['contacts'],
      middleware: [...mw, needsRight('projects.READ')],
      summary: "The contact's projects the caller may see (same filters as /projects)",
      request: { params: ZIdParam, query: ZListQuery.extend(ZProjectListFilters.omit({ clientId: true }).shape) },
      responses: { 200: listResponse('Projects', ZProjectListItem) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const { id } = c.req.valid('param');
      await getContact(db, auth, id);
      const q = c.req.valid('query');
      const page = await listProjects(db, auth, { ...q, clientId: id, today: await tenantToday(db, auth.tenantId) });
      return c.json(listAnswer(q, page), 200);
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
      responses: { 200: dataResponse('Persons', z.array(ZPersonListItem)) },
    }),
    async (c) => c.json({ data: await listContactPersons(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/contacts',
      tags: ['contacts'],
      middleware: [...mw, plannersOrOffice],
      summary: 'Add a contact (planners and office; number = highest + 1 unless given)',
      request: jsonBody(ZContactInput),
      responses: { 201: dataResponse('Created', ZContact) },
    }),
    async (c) => c.json({ data: await createContact(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/contacts/{id}',
      tags: ['contacts'],
      middleware: [...mw, plannersOrOffice],
      summary: 'Change the fields given (planners and office)',
      request: { params: ZIdParam, ...jsonBody(ZContactUpdate) },
      responses: { 200: dataResponse('Updated', ZContact) },
    }),
    async (c) =>
      c.json(
        { data: await updateContact(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );
  return r;
}
