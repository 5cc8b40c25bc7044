// In production the web server answers /api/v1 before Next's router (lib/bff/web-server); this
// route handler is the proxy under `next dev`, with the same rules (lib/bff/proxy.ts).
import { proxyRoute } from '@/lib/bff/proxy-route';

export const dynamic = 'force-dynamic';

export {
  proxyRoute as GET,
  proxyRoute as POST,
  proxyRoute as PUT,
  proxyRoute as PATCH,
  proxyRoute as DELETE,
  proxyRoute as HEAD,
};
