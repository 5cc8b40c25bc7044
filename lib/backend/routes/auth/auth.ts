// The routes of lib/domain/auth/operations/auth.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { bearerToken, requireAuth, requireUserSession } from '../../http/auth';
import { requestHost, webOrigin } from '../../http/request-host';
import { clientAddress } from '../../http/client-address';
import { getTenantIdByHost } from '../../services/tenants';
import { login } from '../../services/auth/login';
import { refreshToken } from '../../services/auth/refresh';
import { revokeSession, revokeUserSessions } from '../../services/auth/sessions';
import { verifyToken } from '../../services/auth/tokens';
import { getMailboxRights, getRights } from '../../services/auth/rights';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/auth/operations/auth';

export function authRoutes() {
  const r = createRouter();

  r.openapi(route(op.logIn), async (c) => {
    const { db, config } = c.var.deps;
    const tenantId = await getTenantIdByHost(db, requestHost(c));
    const token = await login(db, tenantId, c.req.valid('json'), config.jwtSecret, clientAddress(c));
    return c.json({ data: { token } }, 200);
  });

  r.openapi(route(op.refreshToken), async (c) => {
    const { db, config } = c.var.deps;
    const current = await verifyToken(bearerToken(c.req.header('authorization')), config.jwtSecret);
    return c.json({ data: { token: await refreshToken(db, current, config.jwtSecret) } }, 200);
  });

  r.use('/auth/logout', requireAuth);
  r.openapi(route(op.logOut), async (c) => {
    const { tenantId, sessionId } = c.var.auth;
    if (sessionId) await revokeSession(c.var.deps.db, tenantId, sessionId, 'logout');
    return c.json({ data: { ok: true as const } }, 200);
  });

  // The web app asks before it shows a session its cookie holds (lib/bff/session-live.ts): a
  // copy of a logged-out cookie still unseals. requireAuth is the whole answer.
  r.use('/auth/session', requireAuth);
  r.openapi(route(op.getSession), (c) => c.json({ data: { ok: true as const } }, 200));

  r.use('/auth/logoutEverywhere', requireAuth, requireUserSession);
  r.openapi(route(op.logOutEverywhere), async (c) => {
    const { tenantId, userId } = c.var.auth;
    if (userId !== null) await revokeUserSessions(c.var.deps.db, tenantId, userId, 'logout-everywhere');
    return c.json({ data: { ok: true as const } }, 200);
  });

  r.openapi(route(op.requestPasswordReset), async (c) => {
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
  });

  r.openapi(route(op.resetPassword), async (c) => {
    const { db } = c.var.deps;
    const tenantId = await getTenantIdByHost(db, requestHost(c));
    await resetPassword(db, tenantId, c.req.valid('param').token, c.req.valid('json').password);
    return c.json({ data: { ok: true as const } }, 200);
  });

  r.use('/userRights', requireAuth);
  r.openapi(route(op.getRights), async (c) => c.json({ data: await getRights(c.var.deps.db, c.var.auth) }, 200));

  r.use('/mailboxUserRights', requireAuth);
  r.openapi(route(op.getMailboxRights), async (c) =>
    c.json({ data: await getMailboxRights(c.var.deps.db, c.var.auth) }, 200),
  );

  return r;
}
