import 'server-only';
// The /api/v1 proxy: session and allowlist check, CSRF origin check, token refresh when due,
// then a streamed pass-through to the backend with the bearer token. It runs in two homes, with
// the same rules: the production web server answers /api/v1 before Next's router
// (web-server/proxy-listener.ts), and `next dev` through the route handler (proxy-route.ts).
import type { Readable } from 'node:stream';
import { errorResponse, isDeadTokenCode, originMismatch, responseForError, unauthenticated } from './api-response';
import { BackendError, backendRequest } from './backend-client';
import { refreshSession, type TRequestContext } from './login';
import { isAllowedOrigin } from './origin';
import { isProxyAllowed, parseProxyPath, upstreamPath } from './proxy-allowlist';
import { forwardedRequestHeaders, forwardedResponseHeaders } from './proxy-headers';
import { requestContext } from './request-context';
import { readSessionCookie, type TSessionWriter } from './session-cookie';
import { isRefreshDue, type TSessionData } from './session-data';
import { clock } from '../domain/clock';

export const PROXY_PREFIX = '/api/v1';

/** One call to the proxy, as either home reads it from its request. */
export type TProxyCall = {
  method: string;
  /** The path as the browser sent it, from /api/v1 on, without the query. */
  pathname: string;
  /** The query, with its `?`, or ''. */
  search: string;
  /** The request's own URL: its scheme counts when no trusted proxy says otherwise. */
  url: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | Readable | null;
  /** Aborted when the browser goes away. */
  signal: AbortSignal;
  /** The session cookie's value. */
  cookie: string | undefined;
  session: TSessionWriter;
};
const BODYLESS_STATUS = new Set([101, 204, 205, 304]);

/** A due refresh; a refused one ends the session, an unreachable backend leaves it as it is. */
async function freshSession(
  session: TSessionData,
  ctx: TRequestContext,
  writer: TSessionWriter,
): Promise<TSessionData | null> {
  if (!isRefreshDue(session, clock.nowMs())) return session;
  try {
    const next = await refreshSession(session, ctx);
    await writer.save(next);
    return next;
  } catch (err) {
    if (err instanceof BackendError && err.status >= 500) return session;
    await writer.clear();
    return null;
  }
}

/** A 401 from the backend: if it says the token is dead, the session goes too. */
async function passUnauthorized(res: Response, writer: TSessionWriter): Promise<Response> {
  let code = 'UNAUTHENTICATED';
  let message = 'You are not logged in';
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    /* not JSON: keep the generic code */
  }
  if (isDeadTokenCode(code)) await writer.clear();
  return errorResponse(401, code, message);
}

export async function proxy(req: TProxyCall): Promise<Response> {
  const segments = parseProxyPath(req.pathname.slice(PROXY_PREFIX.length));
  if (!segments) return errorResponse(400, 'BAD_REQUEST', 'This path cannot be forwarded');
  const method = req.method.toUpperCase();
  if (!isAllowedOrigin(method, req.headers)) return originMismatch();

  const read = await readSessionCookie(req.cookie, req.headers);
  // A session of another tenant (its cookie carried to this tenant's host) ends here.
  if (read.foreign) {
    await req.session.clear();
    return unauthenticated();
  }
  let session = read.session;
  if (!isProxyAllowed(method, segments, session)) {
    return session ? errorResponse(403, 'FORBIDDEN', 'This session may not make this call') : unauthenticated();
  }
  const ctx = requestContext(req);
  if (session) {
    session = await freshSession(session, ctx, req.session);
    if (!session) return unauthenticated();
  }

  const hasBody = method !== 'GET' && method !== 'HEAD';
  try {
    const res = await backendRequest(`${upstreamPath(segments)}${req.search}`, {
      method,
      token: session?.token ?? null,
      ...ctx,
      headers: forwardedRequestHeaders(req.headers),
      body: hasBody ? req.body : null,
      signal: req.signal,
    });
    if (res.status === 401 && session) return passUnauthorized(res, req.session);
    const body = method === 'HEAD' || BODYLESS_STATUS.has(res.status) ? null : res.body;
    return new Response(body, {
      status: res.status,
      statusText: res.statusText,
      headers: forwardedResponseHeaders(res.headers),
    });
  } catch (err) {
    // The browser went away: nobody reads an answer, and it is no server fault.
    if (req.signal.aborted) return new Response(null, { status: 499 });
    return responseForError(err);
  }
}
