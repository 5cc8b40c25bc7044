import 'server-only';
// The sealed session cookie (iron-session). Pages and the proxy read it; only the route
// handlers under app/api/session (and the PID/PCID link handler) write it.
import { cookies } from 'next/headers';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { webConfig } from './config';
import { SESSION_COOKIE, isTokenExpired, type TSessionData } from './session-data';

/** Eight hours; the token inside expires far sooner unless it is refreshed. */
const SESSION_TTL_SECONDS = 8 * 60 * 60;

export function sessionOptions(): SessionOptions {
  const config = webConfig();
  return {
    cookieName: SESSION_COOKIE,
    password: config.sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
  };
}

/** Read-only: the current session, or null when absent, unreadable or expired. */
export async function getSession(): Promise<TSessionData | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return readSealedSession(value);
}

export async function readSealedSession(value: string | undefined): Promise<TSessionData | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<TSessionData>>(value, { password: webConfig().sessionSecret, ttl: SESSION_TTL_SECONDS });
    if (!data.token || typeof data.expiresAt !== 'number' || isTokenExpired(data as TSessionData)) return null;
    return data as TSessionData;
  } catch {
    return null;
  }
}

/** Writable session, for route handlers only. */
export async function getWritableSession() {
  return getIronSession<Partial<TSessionData>>(await cookies(), sessionOptions());
}
