import 'server-only';
// Host and scheme the browser used, as the backend needs them (tenant by host, links in mails).
import type { TRequestContext } from './login';
import { requestOriginHost } from './origin';

export function requestContext(req: Pick<Request, 'headers' | 'url'>): TRequestContext {
  const proto =
    req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(req.url).protocol.replace(':', '');
  return { host: requestOriginHost(req.headers) ?? 'localhost', proto };
}
