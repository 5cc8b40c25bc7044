import 'server-only';
// The sealed session cookie (iron-session). Pages and the proxy read it; only the route
// handlers under app/api/session, the PID/PCID link handler and the proxy's token refresh
// write it. A session is only read on a host of its own tenant (session-tenant.ts).
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { getIronSession, type SessionOptions } from 'iron-session';
import { webConfig } from './config';
import { SESSION_COOKIE, type TSessionData } from './session-data';
import { SESSION_TTL_SECONDS, unsealSession } from './session-seal';
import { sessionBelongsToHost } from './session-tenant';
import { requestOriginHost } from './origin';
import { requestHost } from './tenant';

export function sessionOptions(): SessionOptions {
  const config = webConfig();
  return {
    cookieName: SESSION_COOKIE,
    password: config.sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
  };
}

/** The cookie's session, and whether it was refused for belonging to another tenant. */
export type TSessionRead = { session: TSessionData | null; foreign: boolean };

/**
 * The proxy passes its request: reading cookie and host from it directly spares the per-call
 * set-up of next/headers. Pages read them through next/headers.
 */
export async function readSession(req?: Pick<NextRequest, 'cookies' | 'headers'>): Promise<TSessionRead> {
  const value = req ? req.cookies.get(SESSION_COOKIE)?.value : (await cookies()).get(SESSION_COOKIE)?.value;
  const session = await readSealedSession(value);
  if (!session) return { session: null, foreign: false };
  const host = req ? (requestOriginHost(req.headers) ?? 'localhost') : await requestHost();
  if (!(await sessionBelongsToHost(session, host))) return { session: null, foreign: true };
  return { session, foreign: false };
}

/** Read-only: the current session, or null when absent, unreadable, expired or of another tenant. */
export async function getSession(): Promise<TSessionData | null> {
  return (await readSession()).session;
}

export function readSealedSession(value: string | undefined): Promise<TSessionData | null> {
  return unsealSession(value, webConfig().sessionSecret);
}

/** Writable session, for route handlers only. */
export async function getWritableSession() {
  return getIronSession<Partial<TSessionData>>(await cookies(), sessionOptions());
}

/** Replaces the whole session: nothing of a previous login (its project, say) survives. */
export async function saveSession(data: TSessionData): Promise<void> {
  const session = await getWritableSession();
  for (const key of Object.keys(session)) delete session[key as keyof TSessionData];
  Object.assign(session, data);
  await session.save();
}

export async function clearSession(): Promise<void> {
  (await getWritableSession()).destroy();
}
