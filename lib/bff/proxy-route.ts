import 'server-only';
// The proxy's home under `next dev`: the route handler app/api/v1/[...path]. The production web
// server answers /api/v1 itself (web-server/proxy-listener.ts) and Next never sees those calls.
import type { NextRequest } from 'next/server';
import { proxy } from './proxy';
import { clearSession, saveSession } from './session';
import { SESSION_COOKIE } from './session-data';

const nextSession = { save: saveSession, clear: clearSession };

export function proxyRoute(req: NextRequest): Promise<Response> {
  return proxy({
    method: req.method,
    pathname: req.nextUrl.pathname,
    search: req.nextUrl.search,
    url: req.url,
    headers: req.headers,
    body: req.body,
    signal: req.signal,
    cookie: req.cookies.get(SESSION_COOKIE)?.value,
    session: nextSession,
  });
}
