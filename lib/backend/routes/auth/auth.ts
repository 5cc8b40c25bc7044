// Logging in (SPEC §7 Auth): tokens, forgotten passwords, and the caller's rights.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { bearerToken, requireAuth, requireUserSession } from '../../http/auth';
import { dataResponse, jsonBody } from '../../http/openapi';
import { requestHost, webOrigin } from '../../http/request-host';
import { clientAddress } from '../../http/client-address';
import { getTenantIdByHost } from '../../services/tenants';
import { login } from '../../services/auth/login';
import { refreshToken } from '../../services/auth/refresh';
import { revokeSession, revokeUserSessions } from '../../services/auth/sessions';
import { verifyToken } from '../../services/auth/tokens';
import { getMailboxRights, getRights } from '../../services/auth/rights';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import {
  ZCredentials,
  ZForgottenPasswordInput,
  ZMailboxRight,
  ZPasswordLinkParam,
  ZRights,
  ZSetPasswordInput,
  ZToken,
} from '../../../domain/auth';
import { ZDone } from '../../../domain/response-parts';

export function authRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'post',
      path: '/auth/token',
      tags: ['auth'],
      summary: 'Log in as a user, a project (PID) or a plus crew (PCID)',
      request: { headers: z.object({ type: z.literal('MOBILE') }), ...jsonBody(ZCredentials) },
      responses: { 200: dataResponse('A signed token', ZToken) },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      const token = await login(db, tenantId, c.req.valid('json'), config.jwtSecret, clientAddress(c));
      return c.json({ data: { token } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/auth/refresh',
      tags: ['auth'],
      summary: 'A fresh token for a valid one',
      responses: { 200: dataResponse('A signed token', ZToken) },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const current = await verifyToken(bearerToken(c.req.header('authorization')), config.jwtSecret);
      return c.json({ data: { token: await refreshToken(db, current, config.jwtSecret) } }, 200);
    },
  );

  r.use('/auth/logout', requireAuth);
  r.openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout',
      tags: ['auth'],
      summary: 'End this session: its token, and any copy of its cookie, stop working',
      responses: { 200: dataResponse('Logged out', ZDone) },
    }),
    async (c) => {
      const { tenantId, sessionId } = c.var.auth;
      if (sessionId) await revokeSession(c.var.deps.db, tenantId, sessionId, 'logout');
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  // The web app asks before it shows a session its cookie holds (lib/bff/session-live.ts): a
  // copy of a logged-out cookie still unseals. requireAuth is the whole answer.
  r.use('/auth/session', requireAuth);
  r.openapi(
    createRoute({
      method: 'get',
      path: '/auth/session',
      tags: ['auth'],
      summary: 'Whether this session is still live: 200, or 401 SESSION_ENDED once it has ended',
      responses: { 200: dataResponse('The session is live', ZDone) },
    }),
    (c) => c.json({ data: { ok: true as const } }, 200),
  );

  r.use('/auth/logoutEverywhere', requireAuth, requireUserSession);
  r.openapi(
    createRoute({
      method: 'post',
      path: '/auth/logoutEverywhere',
      tags: ['auth'],
      summary: "End every session of the caller's user, on every device, this one included",
      responses: { 200: dataResponse('Logged out everywhere', ZDone) },
    }),
    async (c) => {
      const { tenantId, userId } = c.var.auth;
      if (userId !== null) await revokeUserSessions(c.var.deps.db, tenantId, userId, 'logout-everywhere');
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/forgottenPassword',
      tags: ['auth'],
      summary: 'Queue a single-use reset link by email; answers 200 whether the account exists or not',
      request: jsonBody(ZForgottenPasswordInput),
      responses: { 200: dataResponse('Accepted', ZDone) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      await requestPasswordReset(
        db,
        tenantId,
        c.req.valid('json').username,
        await webOrigin(c, tenantId),
        clientAddress(c),
      );
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/forgottenPassword/{token}',
      tags: ['auth'],
      summary: 'Set a new password with a reset or welcome link',
      request: { params: ZPasswordLinkParam, ...jsonBody(ZSetPasswordInput) },
      responses: { 200: dataResponse('Password set', ZDone) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      await resetPassword(db, tenantId, c.req.valid('param').token, c.req.valid('json').password);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  r.use('/userRights', requireAuth);
  r.openapi(
    createRoute({
      method: 'get',
      path: '/userRights',
      tags: ['auth'],
      summary: 'resource → permissions of the caller',
      responses: { 200: dataResponse('Rights', ZRights) },
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
      responses: { 200: dataResponse('Mailboxes', z.array(ZMailboxRight)) },
    }),
    async (c) => c.json({ data: await getMailboxRights(c.var.deps.db, c.var.auth) }, 200),
  );

  return r;
}
