import 'server-only';
// Host and scheme the browser used, as the backend needs them (the tenant by host), and the
// browser's address (limits per client). Forwarded headers count only behind a trusted proxy
// (origin.ts).
import type { TRequestContext } from './login';
import { clientAddress, forwardedProto, requestOriginHost } from './origin';

export function requestContext(req: Pick<Request, 'headers' | 'url'>): TRequestContext {
  const proto = forwardedProto(req.headers) ?? new URL(req.url).protocol.replace(':', '');
  return {
    host: requestOriginHost(req.headers) ?? 'localhost',
    proto,
    client: clientAddress(req.headers) ?? undefined,
  };
}
