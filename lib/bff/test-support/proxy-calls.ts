// The proxy's tests' calls (lib/bff/proxy-*.test.ts): a signed token and a sealed session cookie
// in the cookie jar, a request carrying the jar as a browser would, and the same request sent over
// HTTP to the web server's listener, whose Set-Cookie lands back in the jar.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { sealData } from 'iron-session';
import { SignJWT } from 'jose';
import { NextRequest } from 'next/server';
import { request as undiciRequest } from 'undici';
import { SESSION_COOKIE, type TSessionData } from '../session-data';
import { jar } from './cookie-jar';
import { clock } from '../../domain/clock';

export const SECRET = 's'.repeat(48);

// Each token is its own (a serial `jti`), as every real login's is: the proxy shares a refresh by
// token for 10 seconds (login.ts), so two tests signing in the same second would otherwise carry
// the same token, and one test's refused refresh would answer another's.
let serial = 0;

export const token = (issuedAt = Math.floor(clock.nowMs() / 1000)) =>
  new SignJWT({
    type: 'user',
    tid: 1,
    uid: 2,
    loginData: {
      person: { id: 3, firstName: 'Sam', lastName: 'V' },
      contactNumber: null,
      language: 'en',
      loginTypes: [{ id: 'crew', caption: 'Crew' }],
    },
    sid: 'session-1',
    sexp: issuedAt + 8 * 3600,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(String(++serial))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 900)
    .sign(new TextEncoder().encode('k'.repeat(32)));

export async function sessionCookie(overrides: Partial<TSessionData> = {}) {
  const data: TSessionData = {
    token: await token(),
    tokenIssuedAt: clock.nowMs(),
    expiresAt: clock.nowMs() + 900_000,
    tenantId: 1,
    sessionId: 'session-1',
    sessionEndsAt: clock.nowMs() + 8 * 3600_000,
    type: 'user',
    user: { personId: 3, firstName: 'Sam', lastName: 'V', language: 'en', loginTypes: ['crew'], contactNumber: null },
    rights: { projects: ['READ'] },
    mailboxRights: [],
    ...overrides,
  };
  jar.set(SESSION_COOKIE, await sealData(data, { password: SECRET, ttl: 8 * 3600 }));
  return data;
}

export async function currentSession() {
  const { unsealSession } = await import('../session-seal');
  return unsealSession(jar.get(SESSION_COOKIE), SECRET);
}

/** A request to the proxy, carrying the jar's cookies as a browser would. */
export function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const cookie = [...[...jar].map(([name, value]) => `${name}=${value}`), init.headers?.cookie]
    .filter(Boolean)
    .join('; ');
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? 'GET',
    headers: { host: 'localhost:3000', ...init.headers, ...(cookie ? { cookie } : {}) },
    body: init.body,
    ...(init.body ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

/** The transport's own headers on the web server's answers, which a browser's fetch hides too. */
const TRANSPORT_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/** Sends a request to the web server's listener; its Set-Cookie lands in the jar as a browser's would. */
export const viaWebServer =
  (server: Server) =>
  async (req: NextRequest): Promise<Response> => {
    const { pathname, search } = new URL(req.url);
    const res = await undiciRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}${search}`, {
      method: req.method as 'GET',
      headers: Object.fromEntries(req.headers),
      body: req.body ? Readable.fromWeb(req.body as NodeReadableStream<Uint8Array>) : null,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (TRANSPORT_HEADERS.has(name)) continue;
      for (const v of [value ?? []].flat()) headers.append(name, v);
    }
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    const body = [204, 304].includes(res.statusCode) ? null : (Readable.toWeb(res.body) as ReadableStream);
    return new Response(body, { status: res.statusCode, headers });
  };
