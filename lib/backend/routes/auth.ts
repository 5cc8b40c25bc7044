import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { bearerToken, requireAuth } from '../http/auth';
import { requestHost, webOrigin } from '../http/request-host';
import { getTenantIdByHost } from '../services/tenants';
import { login } from '../services/auth/login';
import { refreshToken } from '../services/auth/refresh';
import { verifyToken } from '../services/auth/tokens';
import { getMailboxRights, getRights } from '../services/auth/rights';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset';
import { ZCredentials, ZNewPassword } from '../../domain/auth';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZTokenResponse = z.object({ data: z.object({ token: z.string() }) });
const ZOk = z.object({ data: z.object({ ok: z.boolean() }) });

export function authRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'post',
      path: '/auth/token',
      tags: ['auth'],
      summary: 'Log in as a user, a project (PID) or a plus crew (PCID)',
      request: { headers: z.object({ type: z.literal('MOBILE') }), body: { required: true, ...json(ZCredentials) } },
      responses: { 200: { description: 'A signed token', ...json(ZTokenResponse) } },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      const token = await login(db, tenantId, c.req.valid('json'), config.jwtSecret);
      return c.json({ data: { token } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/auth/refresh',
      tags: ['auth'],
      summary: 'A fresh token for a valid one',
      responses: { 200: { description: 'A signed token', ...json(ZTokenResponse) } },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const current = await verifyToken(bearerToken(c.req.header('authorization')), config.jwtSecret);
      return c.json({ data: { token: await refreshToken(db, current, config.jwtSecret) } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/forgottenPassword',
      tags: ['auth'],
      summary: 'Email a single-use reset link; always answers 200',
      request: { body: { required: true, ...json(z.object({ username: z.string().trim().min(1).max(200) })) } },
      responses: { 200: { description: 'Accepted', ...json(ZOk) } },
    }),
    async (c) => {
      const { db, mailer } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      await requestPasswordReset(db, mailer, tenantId, c.req.valid('json').username, webOrigin(c));
      return c.json({ data: { ok: true } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/forgottenPassword/{token}',
      tags: ['auth'],
      summary: 'Set a new password with a reset or welcome link',
      request: {
        params: z.object({ token: z.string().min(20).max(200) }),
        body: { required: true, ...json(z.object({ password: ZNewPassword })) },
      },
      responses: { 200: { description: 'Password set', ...json(ZOk) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      await resetPassword(db, tenantId, c.req.valid('param').token, c.req.valid('json').password);
      return c.json({ data: { ok: true } }, 200);
    },
  );

  r.use('/userRights', requireAuth);
  r.openapi(
    createRoute({
      method: 'get',
      path: '/userRights',
      tags: ['auth'],
      summary: 'resource → permissions of the caller',
      responses: {
        200: { description: 'Rights', ...json(z.object({ data: z.record(z.string(), z.array(z.string())) })) },
      },
    }),
    async (c) => c.json({ data: await getRights(c.var.deps.db, c.var.auth) }, 200),
  );

  r.use('/mailboxUserRights', requireAuth);
  r.openapi(
    createRoute({
      method: 'get',
      path: '/mailboxUserRights',
      tags: ['auth'],
      summary: 'Mailboxes of the caller and their rights',
      responses: {
        200: {
          description: 'Mailboxes',
          ...json(
            z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), rights: z.array(z.string()) })) }),
          ),
        },
      },
    }),
    async (c) => c.json({ data: await getMailboxRights(c.var.deps.db, c.var.auth) }, 200),
  );

  return r;
}
