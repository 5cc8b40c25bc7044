// The gate (ARCHITECTURE.md): reads the sealed session cookie and applies the pure rules of
// lib/auth/route-access.ts. It writes the cookie only to clear a session of another tenant,
// and gives every page its Content-Security-Policy with a fresh script nonce. Runs on
// Node so it shares the web config.
//
// It trusts the seal alone and does not ask the backend whether the session has ended: it runs
// before every navigation, prefetch and RSC request, and a round trip there would come before
// each of them. What a page shows is the backend's word instead: the shell layout renders only
// a live session (lib/bff/render-context.ts), and every load of a page's data is checked by
// the backend and sends an ended session to /login (lib/bff/load.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { decideAccess, isPublicPath } from './lib/auth/route-access';
import { webConfig } from './lib/bff/config';
import { contentSecurityPolicy, imageOriginsOf, newNonce, showsRemoteImages } from './lib/bff/csp';
import { requestOriginHost } from './lib/bff/origin';
import { PATHNAME_HEADER } from './lib/bff/pathname-header';
import { SESSION_COOKIE } from './lib/bff/session-data';
import { unsealSession } from './lib/bff/session-seal';
import { sessionBelongsToHost } from './lib/bff/session-tenant';
import { getTenantForHost } from './lib/bff/tenant-cache';

async function tenantImageOrigins(host: string): Promise<string[]> {
  try {
    const t = await getTenantForHost(host);
    return imageOriginsOf([t.faviconUrl, t.backgroundUrl]);
  } catch {
    return [];
  }
}

export async function middleware(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  const config = webConfig();
  const host = requestOriginHost(req.headers, config.trustProxy) ?? 'localhost';

  const nonce = newNonce();
  const csp = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    imageOrigins: await tenantImageOrigins(host),
    remoteImages: showsRemoteImages(pathname),
  });
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set(PATHNAME_HEADER, pathname);
  const pass = () => {
    const res = NextResponse.next({ request: { headers: requestHeaders } });
    res.headers.set('content-security-policy', csp);
    return res;
  };

  if (isPublicPath(pathname)) return pass();
  let session = await unsealSession(req.cookies.get(SESSION_COOKIE)?.value, config.sessionSecret);
  // A cookie of another tenant's session is worth nothing here: treated as none, and cleared.
  const foreign = session !== null && !(await sessionBelongsToHost(session, host));
  if (foreign) session = null;
  const decision = decideAccess(pathname, searchParams, session);
  if (decision.kind === 'allow') return pass();
  // Built on the request's own URL: Next then sends it as a relative Location, which keeps
  // the host the browser used (tenants are chosen by host).
  const res = NextResponse.redirect(new URL(decision.location, req.url), 307);
  res.headers.set('cache-control', 'no-store');
  if (foreign) {
    res.cookies.set(SESSION_COOKIE, '', {
      path: '/',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
    });
  }
  return res;
}

export const config = {
  runtime: 'nodejs',
  // Not for the API (it answers 401 itself) nor build output and asset folders. Other files
  // still pass the gate: a dot in a path (`/forms/2/intake.v2`) does not make it static.
  matcher: ['/((?!api/|_next/|icons/|images/|themes/).*)'],
};
