// The gate (ARCHITECTURE.md): reads the sealed session cookie, never writes it, and applies
// the pure rules of lib/auth/route-access.ts. Runs on Node so it shares the web config.
import { NextResponse, type NextRequest } from 'next/server';
import { decideAccess, isPublicPath } from './lib/auth/route-access';
import { webConfig } from './lib/bff/config';
import { SESSION_COOKIE } from './lib/bff/session-data';
import { unsealSession } from './lib/bff/session-seal';

export async function middleware(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  if (isPublicPath(pathname)) return NextResponse.next();
  const session = await unsealSession(req.cookies.get(SESSION_COOKIE)?.value, webConfig().sessionSecret);
  const decision = decideAccess(pathname, searchParams, session);
  if (decision.kind === 'allow') return NextResponse.next();
  // Built on the request's own URL: Next then sends it as a relative Location, which keeps
  // the host the browser used (tenants are chosen by host).
  const res = NextResponse.redirect(new URL(decision.location, req.url), 307);
  res.headers.set('cache-control', 'no-store');
  return res;
}

export const config = {
  runtime: 'nodejs',
  // Not for the API (it answers 401 itself) nor build output and asset folders. Other files
  // still pass the gate: a dot in a path (`/forms/2/intake.v2`) does not make it static.
  matcher: ['/((?!api/|_next/|icons/|images/|themes/).*)'],
};
