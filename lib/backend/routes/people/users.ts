// /users: logins of persons, managed by planners and office. A new user gets a welcome
// email with a link to choose a password (the link works like a reset link).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { plannersOrOffice } from '../../http/guards';
import { webOrigin } from '../../http/request-host';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { createUser, listUsers, updateUser } from '../../services/people/users';
import { ZUser, ZUserCreate, ZUserFilters, ZUserUpdate } from '../../../domain/people';

const mw = [requireAuth, requireUserSession, plannersOrOffice];

export function userRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags: ['users'],
      middleware: mw,
      summary: 'Users of the tenant (planners and office)',
      request: { query: ZUserFilters },
      responses: { 200: dataResponse('Users', z.array(ZUser)) },
    }),
    async (c) => c.json({ data: await listUsers(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/users',
      tags: ['users'],
      middleware: mw,
      summary: 'Create a login for an existing person; mails a welcome link (409 if the username is taken)',
      request: jsonBody(ZUserCreate),
      responses: { 201: dataResponse('Created', ZUser) },
    }),
    async (c) => {
      const { db, mailer } = c.var.deps;
      return c.json(
        {
          data: await createUser(db, mailer, c.var.auth, c.req.valid('json'), await webOrigin(c, c.var.auth.tenantId)),
        },
        201,
      );
    },
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/users/{id}',
      tags: ['users'],
      middleware: mw,
      summary: 'Change language, login types or active',
      request: { params: ZIdParam, ...jsonBody(ZUserUpdate) },
      responses: { 200: dataResponse('Updated', ZUser) },
    }),
    async (c) =>
      c.json({ data: await updateUser(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  return r;
}
