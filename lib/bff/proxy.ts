import 'server-only';
// The /api/v1 proxy: session and allowlist check, CSRF origin check, token refresh when due,
// then a streamed pass-through to the backend with the bearer token.
import type { NextRequest } from 'next/server';
import { errorResponse, isDeadTokenCode, originMismatch, responseForError, unauthenticated } from './api-response';
import { BackendError, backendRequest } from './backend-client';
import { refreshSession, type TRequestContext } from './login';
import { isAllowedOrigin } from './origin';
import { isProxyAllowed, parseProxyPath, upstreamPath } from './proxy-allowlist';
import { forwardedRequestHeaders, forwardedResponseHeaders } from './proxy-headers';
import { requestContext } from './request-context';
import { clearSession, readSession, saveSession } from './session';
import { isRefreshDue, type TSessionData } from './session-data';

const PREFIX = '/api/v1';
const BODYLESS_STATUS = new Set([101, 204, 205, 304]);

/** A due refresh; a refused one ends the session, an unreachable backend leaves it as it is. */
async function freshSession(session: TSessionData, ctx: TRequestContext): Promise<TSessionData | null> {
  if (!isRefreshDue(session)) return session;
  try {
    const next = await refreshSession(session, ctx);
    await saveSession(next);
    return next;
  } catch (err) {
    if (err instanceof BackendError && err.status >= 500) return session;
    await clearSession();
    return null;
  }
}

/** A 401 from the backend: if it says the token is dead, the session goes too. */
async function passUnauthorized(res: Response): Promise<Response> {
  let code = 'UNAUTHENTICATED';
  let message = 'You are not logged in';
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    /* not JSON: keep the generic code */
  }
  if (isDeadTokenCode(code)) await clearSession();
  return errorResponse(401, code, message);
}

export async function proxy(req: NextRequest): Promise<Response> {
  const segments = parseProxyPath(req.nextUrl.pathname.slice(PREFIX.length));
  if (!segments) return errorResponse(400, 'BAD_REQUEST', 'This path cannot be forwarded');
  const method = req.method.toUpperCase();
  if (!isAllowedOrigin(method, req.headers)) return originMismatch();

  const read = await readSession(req);
  // A session of another tenant (its cookie carried to this tenant's host) ends here.
  if (read.foreign) {
    await clearSession();
    return unauthenticated();
  }
  let session = read.session;
  if (!isProxyAllowed(method, segments, session)) {
    return session ? errorResponse(403, 'FORBIDDEN', 'This session may not make this call') : unauthenticated();
  }
  const ctx = requestContext(req);
  if (session) {
    session = await freshSession(session, ctx);
    if (!session) return unauthenticated();
  }

  const hasBody = method !== 'GET' && method !== 'HEAD';
  try {
    const res = await backendRequest(`${upstreamPath(segments)}${req.nextUrl.search}`, {
      method,
      token: session?.token ?? null,
      ...ctx,
      headers: forwardedRequestHeaders(req.headers),
      body: hasBody ? req.body : null,
      signal: req.signal,
    });
    if (res.status === 401 && session) return passUnauthorized(res);
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
