import 'server-only';
// The session cookie without next/headers: its options, and reading it from a request's own
// cookie value and headers. The proxy reads it so wherever it runs (proxy.ts); pages and route
// handlers go through session.ts.
import type { IronSession, SessionOptions } from 'iron-session';
import { webConfig } from './config';
import { requestOriginHost } from './origin';
import { SESSION_COOKIE, type TSessionData } from './session-data';
import { SESSION_TTL_SECONDS, unsealSession } from './session-seal';
import { sessionBelongsToHost } from './session-tenant';
import { noteRequestUser } from '../node-http/request-scope';

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

export function readSealedSession(value: string | undefined): Promise<TSessionData | null> {
  return unsealSession(value, webConfig().sessionSecret);
}

/** The session in this cookie value, if it belongs to the tenant of the host in these headers. */
export async function readSessionCookie(
  value: string | undefined,
  headers: Pick<Headers, 'get'>,
): Promise<TSessionRead> {
  const session = await readSealedSession(value);
  if (!session) return { session: null, foreign: false };
  const host = requestOriginHost(headers) ?? 'localhost';
  if (!(await sessionBelongsToHost(session, host))) return { session: null, foreign: true };
  noteRequestUser(session.tenantId, session.userId);
  return { session, foreign: false };
}

/** Where the session cookie is written: next/headers' cookie store, or the web server's answer. */
export type TSessionWriter = {
  /** Replaces the whole session: nothing of a previous login (its project, say) survives. */
  save(data: TSessionData): Promise<void>;
  clear(): Promise<void>;
};

export function sessionWriter(open: () => Promise<IronSession<Partial<TSessionData>>>): TSessionWriter {
  return {
    async save(data) {
      const session = await open();
      for (const key of Object.keys(session)) delete session[key as keyof TSessionData];
      Object.assign(session, data);
      await session.save();
    },
    async clear() {
      (await open()).destroy();
    },
  };
}
