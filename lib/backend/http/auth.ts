import { createMiddleware } from 'hono/factory';
import type { AppEnv, TAuth } from '../context';
import { ApiError } from '../errors';
import { assertSessionLive } from '../services/auth/sessions';
import { verifyToken } from '../services/auth/tokens';
import type { TTokenPayload } from '../../domain/auth';

export function authFromPayload(p: TTokenPayload): TAuth {
  return {
    tenantId: p.tid,
    type: p.type,
    userId: p.uid ?? null,
    personId: p.loginData.person?.id ?? null,
    contactNumber: p.loginData.contactNumber,
    loginTypes: p.loginData.loginTypes.map((t) => t.id),
    projectId: p.project?.id ?? null,
    plusCrewId: p.plusCrew?.id ?? null,
    sessionId: p.sid,
  };
}

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) throw new ApiError('UNAUTHENTICATED', 'A bearer token is required');
  return match[1]!;
}

/** Verifies the bearer token and its session (not ended, not revoked) and puts the caller in `c.var.auth`. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const payload = await verifyToken(bearerToken(c.req.header('authorization')), c.var.deps.config.jwtSecret);
  await assertSessionLive(c.var.deps.db, payload.tid, payload.sid);
  c.set('auth', authFromPayload(payload));
  await next();
});

/** Only full user sessions (not project or plus-crew logins). */
export const requireUserSession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.type !== 'user') throw new ApiError('FORBIDDEN', 'This call needs a personal login');
  await next();
});
