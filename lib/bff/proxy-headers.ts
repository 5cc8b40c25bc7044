import 'server-only';
// What passes the proxy in each direction. Requests carry only what the backend needs
// (never the browser's cookies or its own Authorization); responses lose hop-by-hop headers
// and any Set-Cookie, so the backend can never place a cookie on our origin.
import { USER_AGENT_MAX } from '../domain/self-service/push';

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-disposition',
  'idempotency-key',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'range',
] as const;
// Not X-Request-Id: the web server names the request (lib/node-http/request-scope.ts), from a
// trusted proxy's id at most, and the backend client sends that name on.

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function forwardedRequestHeaders(incoming: Pick<Headers, 'get'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) out[name] = value;
  }
  // The push devices of the profile name their browser by it; no more than
  // the backend keeps goes along, however long a client makes it.
  const userAgent = incoming.get('user-agent');
  if (userAgent) out['user-agent'] = userAgent.slice(0, USER_AGENT_MAX);
  return out;
}

export function forwardedResponseHeaders(upstream: Headers): Headers {
  const out = new Headers();
  // Headers named in Connection are hop-by-hop too.
  const named = new Set(
    (upstream.get('connection') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  upstream.forEach((value, name) => {
    const n = name.toLowerCase();
    if (HOP_BY_HOP.has(n) || named.has(n) || n === 'set-cookie') return;
    out.append(n, value);
  });
  if (!out.has('cache-control')) out.set('cache-control', 'no-store');
  return out;
}
