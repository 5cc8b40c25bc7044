import 'server-only';
// Logging in and refreshing, shared by the session route and the PID/PCID link handler:
// one call for the token, then the rights and the tenant, reshaped into TSessionData.
import { decodeJwt } from 'jose';
import { z } from 'zod';
import {
  authPaths,
  ZMailboxRight,
  ZRights,
  ZTokenPayload,
  type TCredentials,
  type TTenantConfig,
} from '../domain/auth';
import { BackendError, backendJson } from './backend-client';
import { LruCache } from './lru';
import type { TSessionData } from './session-data';
import { getTenantForHost } from './tenant-cache';
import { clock } from '../domain/clock';

export type TRequestContext = { host: string; proto?: string; client?: string };

const ZTokenData = z.object({ token: z.string().min(1) });

/** The token's payload, read (not verified: the backend that signed it checks it on every call). */
function payloadOf(token: string) {
  try {
    return ZTokenPayload.parse(decodeJwt(token));
  } catch {
    throw new BackendError(502, 'BACKEND_BAD_RESPONSE', 'The server sent a token this app cannot read');
  }
}

/** Fields of the session that follow from the token alone. */
export function tokenFields(token: string, now = clock.nowMs()) {
  const p = payloadOf(token);
  return {
    token,
    tokenIssuedAt: now,
    expiresAt: p.exp * 1000,
    tenantId: p.tid,
    userId: p.uid ?? null,
    sessionId: p.sid,
    sessionEndsAt: p.sexp * 1000,
    type: p.type,
    user: {
      personId: p.loginData.person?.id ?? null,
      firstName: p.loginData.person?.firstName ?? '',
      lastName: p.loginData.person?.lastName ?? '',
      language: p.loginData.language,
      loginTypes: p.loginData.loginTypes.map((t) => t.id),
      contactNumber: p.loginData.contactNumber,
    },
    ...(p.project ? { project: p.project } : {}),
    ...(p.plusCrew ? { plusCrew: p.plusCrew } : {}),
  } satisfies Omit<TSessionData, 'rights' | 'mailboxRights'>;
}

/** POST /auth/token, then /userRights, /mailboxUserRights and /tenant (rules §7 Auth). */
export async function logIn(
  credentials: TCredentials,
  ctx: TRequestContext,
): Promise<{ session: TSessionData; tenant: TTenantConfig }> {
  const { token } = await backendJson(authPaths.token(), { method: 'POST', json: credentials, ...ctx }, ZTokenData);
  const fields = tokenFields(token);
  const [rights, mailboxRights, tenant] = await Promise.all([
    backendJson(authPaths.userRights(), { token, ...ctx }, ZRights),
    backendJson(authPaths.mailboxRights(), { token, ...ctx }, z.array(ZMailboxRight)),
    getTenantForHost(ctx.host),
  ]);
  return { session: { ...fields, rights, mailboxRights }, tenant };
}

// Concurrent requests of one session (a page firing several API calls) share one refresh.
// Bounded like every cache of the server; an entry lives 10 seconds.
const inFlight = new LruCache<string, Promise<TSessionData>>(1000, 10_000);

/** GET /auth/refresh: the same session with a fresh token. Throws a BackendError when refused. */
export function refreshSession(session: TSessionData, ctx: TRequestContext): Promise<TSessionData> {
  const pending = inFlight.get(session.token);
  if (pending) return pending;
  const run = (async () => {
    const { token } = await backendJson(authPaths.refresh(), { token: session.token, ...ctx }, ZTokenData);
    const { project: _p, plusCrew: _c, ...kept } = session;
    return { ...kept, ...tokenFields(token) };
  })();
  // Later requests still carrying the old cookie reuse the result for a moment (the cache's TTL).
  inFlight.set(session.token, run);
  return run;
}

/** POST /auth/logout: the session ends on the server, so a copied cookie stops working. */
export async function endSession(session: TSessionData, ctx: TRequestContext): Promise<void> {
  await backendJson(authPaths.logout(), { method: 'POST', token: session.token, ...ctx });
}

/** POST /auth/logoutEverywhere: every session of the user ends, this one included. */
export async function endAllSessions(session: TSessionData, ctx: TRequestContext): Promise<void> {
  await backendJson(authPaths.logoutEverywhere(), { method: 'POST', token: session.token, ...ctx });
}
