import 'server-only';
// CSRF guard of the BFF: a state-changing request must come from a page of our own origin.
// SameSite=Lax already keeps the cookie off cross-site POSTs; this also stops same-site
// attackers (another subdomain) and form posts with a text/plain JSON body.
// Forwarded headers count only behind a trusted proxy (TRUST_PROXY): a browser can send them.
import { webConfig } from './config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type THeaders = Pick<Headers, 'get'>;

const firstValue = (v: string | null) => v?.split(',')[0]?.trim().toLowerCase() || null;

const trusted = () => webConfig().trustProxy;

/** The host the browser addressed: its own Host, or X-Forwarded-Host when a trusted proxy sets it. */
export function requestOriginHost(headers: THeaders, trustProxy = trusted()): string | null {
  return (trustProxy ? firstValue(headers.get('x-forwarded-host')) : null) ?? firstValue(headers.get('host'));
}

/** The scheme a trusted proxy says the browser used, or null (then the request's own URL decides). */
export function forwardedProto(headers: THeaders, trustProxy = trusted()): string | null {
  return trustProxy ? firstValue(headers.get('x-forwarded-proto')) : null;
}

/**
 * The browser's address, for the backend's limits per client. Next's server, and the web
 * server's /api/v1 listener as Next does, put the socket's address in X-Forwarded-For when the
 * request has none; a trusted proxy appends the address it saw. The last entry is therefore the
 * socket's or the trusted proxy's view. Without a trusted proxy a client can still send its own
 * header, which only moves it to another per-client bucket: the limits per login hold whatever
 * it claims.
 */
export function clientAddress(headers: THeaders): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}

export function isAllowedOrigin(method: string, headers: THeaders, trustProxy = trusted()): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  const host = requestOriginHost(headers, trustProxy);
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
  const proto = forwardedProto(headers, trustProxy);
  return !proto || `${proto}:` === url.protocol;
}
