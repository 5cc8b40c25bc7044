import 'server-only';
// The sealed session cookie (iron-session) through next/headers. Pages read it; only the route
// handlers under app/api/session, the PID/PCID link handler and the proxy's token refresh
// write it. A session is only read on a host of its own tenant (session-cookie.ts).
import { cookies, headers } from 'next/headers';
import { getIronSession } from 'iron-session';
import { SESSION_COOKIE, type TSessionData } from './session-data';
import { readSessionCookie, sessionOptions, sessionWriter } from './session-cookie';

/** Read-only: the current session, or null when absent, unreadable, expired or of another tenant. */
export async function getSession(): Promise<TSessionData | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return (await readSessionCookie(value, await headers())).session;
}

/** Writable session, for route handlers only. */
async function getWritableSession() {
  return getIronSession<Partial<TSessionData>>(await cookies(), sessionOptions());
}

const writer = sessionWriter(getWritableSession);

export function saveSession(data: TSessionData): Promise<void> {
  return writer.save(data);
}

export function clearSession(): Promise<void> {
  return writer.clear();
}
