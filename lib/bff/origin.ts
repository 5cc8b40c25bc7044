import 'server-only';
// CSRF guard of the BFF: a state-changing request must come from a page of our own origin.
// SameSite=Lax already keeps the cookie off cross-site POSTs; this also stops same-site
// attackers (another subdomain) and form posts with a text/plain JSON body.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type THeaders = Pick<Headers, 'get'>;

const firstValue = (v: string | null) => v?.split(',')[0]?.trim().toLowerCase() || null;

/** The host the browser addressed: X-Forwarded-Host from our own front proxy, else Host. */
export function requestOriginHost(headers: THeaders): string | null {
  return firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host'));
}

export function isAllowedOrigin(method: string, headers: THeaders): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  const host = requestOriginHost(headers);
  if (!origin || !host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the literal "null" of sandboxed frames and file: pages
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host.toLowerCase() !== host) return false;
  // Behind a TLS-terminating proxy the scheme is forwarded; an http page may not act for https.
  const proto = firstValue(headers.get('x-forwarded-proto'));
  return !proto || `${proto}:` === url.protocol;
}
