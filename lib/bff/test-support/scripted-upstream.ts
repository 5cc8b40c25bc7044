// The set-up of a proxy test file in one line: `const up = withScriptedUpstream()` starts a
// scripted upstream HTTP server and the production web server's proxy listener before the file's
// tests, and closes both afterwards. The upstream answers the tenant of a host itself (tenant 1 on
// localhost, 2 on moyo.localhost, for the session's tenant check); every other call it records in
// `up.seen` and answers with `up.handler`, which a test sets. Before each test the cookie jar and
// `up.seen` are emptied. `up.proxyIn(home)` is the proxy in one of its two homes: the route
// handler (`next dev`) or the web server's listener, called over HTTP.
//
// The test file still replaces next/headers itself (jest hoists `jest.mock` only in the test file):
//   jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextRequest } from 'next/server';
import { jar } from './cookie-jar';
import { SECRET, viaWebServer } from './proxy-calls';

/** Where the proxy runs: the route handler under `next dev`, or the production web server's listener. */
export type TProxyHome = 'route handler' | 'web server';

/** What the upstream last received (other than a tenant look-up). */
export type TSeen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };

/** How the upstream answers a call; it gets the request's body read whole. */
export type THandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export type TScriptedUpstream = {
  /** What the upstream last received; emptied before each test. */
  readonly seen: TSeen;
  /** How the upstream answers; a test sets it. */
  handler: THandler;
  /** The proxy in `home`; call it inside tests and hooks, once the servers have started. */
  proxyIn(home: TProxyHome): (req: NextRequest) => Promise<Response>;
};

const tenantConfig = (id: number) => ({
  id,
  name: `Tenant ${id}`,
  defaultLanguage: 'en',
  mobileTheme: 'default',
  faviconUrl: null,
  useUserLanguage: true,
  metaHostName: null,
  metaDescription: null,
  backgroundUrl: null,
  backgroundColorCode: null,
  timezone: 'Europe/Amsterdam',
  supportEmail: null,
  supportPhone: null,
  keepPhotoLocation: false,
});

export function withScriptedUpstream(): TScriptedUpstream {
  let upstream: Server | null = null;
  let webServer: Server | null = null;
  let proxyRoute: ((req: NextRequest) => Promise<Response>) | null = null;
  let seen: TSeen = { headers: {}, body: '' };
  let handler: THandler = (_q, res) => res.end();

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      // The tenant of a host (the session's tenant check): tenant 1 on localhost, 2 on moyo.localhost.
      if (req.url === '/api/v1/tenant') {
        const host = String(req.headers['x-forwarded-host']).replace(/:\d+$/, '');
        const id = { localhost: 1, 'moyo.localhost': 2 }[host];
        if (!id)
          return res
            .writeHead(404, { 'content-type': 'application/json' })
            .end('{"error":{"code":"TENANT_NOT_FOUND","message":"none"}}');
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: tenantConfig(id) }));
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
        handler(req, res, seen.body);
      });
    });
    await new Promise<void>((r) => upstream!.listen(0, '127.0.0.1', () => r()));
    process.env.BACKEND_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    process.env.SESSION_SECRET = SECRET;
    // Imported only now: the proxy reads its configuration from the environment set just above.
    ({ proxyRoute } = await import('../proxy-route'));
    const { proxyListener } = await import('../web-server/proxy-listener');
    webServer = createServer((req, res) => void proxyListener(req, res));
    await new Promise<void>((r) => webServer!.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(async () => {
    await new Promise((r) => (upstream ? upstream.close(r) : r(undefined)));
    await new Promise((r) => (webServer ? webServer.close(r) : r(undefined)));
    upstream = webServer = proxyRoute = null;
  });
  beforeEach(() => {
    jar.clear();
    seen = { headers: {}, body: '' };
  });

  return {
    get seen() {
      return seen;
    },
    get handler() {
      return handler;
    },
    set handler(h: THandler) {
      handler = h;
    },
    proxyIn(home) {
      if (!proxyRoute || !webServer)
        throw new Error('withScriptedUpstream: the servers start in beforeAll; use proxyIn inside tests and hooks');
      return home === 'route handler' ? proxyRoute : viaWebServer(webServer);
    },
  };
}

/**
 * The tests of `body`, run once in each of the proxy's homes, under "the proxy in the <home>":
 * `proxy` calls the proxy of the home at hand.
 */
export function inBothHomes(up: TScriptedUpstream, body: (proxy: (req: NextRequest) => Promise<Response>) => void) {
  describe.each(['route handler', 'web server'] as const)('the proxy in the %s', (home) => {
    let inHome: (req: NextRequest) => Promise<Response>;
    beforeAll(() => {
      inHome = up.proxyIn(home);
    });
    body((req) => inHome(req));
  });
}
