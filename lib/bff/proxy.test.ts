// The proxy against a scripted upstream: what it forwards, what it streams back, what it
// strips, and how it treats the session (refresh when due, cleared on a dead token). Every test
// runs in both of the proxy's homes: the route handler (`next dev`) and the production web
// server's listener, called over HTTP.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextRequest } from 'next/server';
import { SESSION_COOKIE, TOKEN_REFRESH_MS } from './session-data';
import { incoming, jar } from './test-support/cookie-jar';
import { SECRET, currentSession, request, sessionCookie, token, viaWebServer } from './test-support/proxy-calls';
import { clock } from '../domain/clock';

jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);

let upstream: Server;
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string } = {
  headers: {},
  body: '',
};
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_q, res) => res.end();

let webServer: Server;
let proxy: (req: NextRequest) => Promise<Response>;
let proxyRoute: (req: NextRequest) => Promise<Response>;

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
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: tenantConfig(id) }));
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
      handler(req, res, seen.body);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  process.env.BACKEND_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = SECRET;
  ({ proxyRoute } = await import('./proxy-route'));
  const { proxyListener } = await import('./web-server/proxy-listener');
  webServer = createServer((req, res) => void proxyListener(req, res));
  await new Promise<void>((r) => webServer.listen(0, '127.0.0.1', () => r()));
});
afterAll(async () => {
  await new Promise((r) => upstream.close(r));
  await new Promise((r) => webServer.close(r));
});
beforeEach(() => {
  jar.clear();
  seen = { headers: {}, body: '' };
});

describe.each(['route handler', 'web server'] as const)('the proxy in the %s', (home) => {
  beforeAll(() => {
    proxy = home === 'route handler' ? proxyRoute : viaWebServer(webServer);
  });

  describe('proxy', () => {
    it("forwards with the bearer token, Type, the request's own host and query, never the browser cookie", async () => {
      const s = await sessionCookie();
      handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      const res = await proxy(
        request('/api/v1/jobs?limit=5&page=2', {
          headers: {
            cookie: 'tracking=x',
            'x-forwarded-host': 'moyo.localhost:3000',
            authorization: 'Bearer forged',
          },
        }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: [] });
      expect(seen.url).toBe('/api/v1/jobs?limit=5&page=2');
      expect(seen.headers).toMatchObject({
        authorization: `Bearer ${s.token}`,
        type: 'MOBILE',
        // The browser's own X-Forwarded-Host chooses nothing: no trusted proxy is configured.
        'x-forwarded-host': 'localhost:3000',
        'x-forwarded-proto': 'http',
      });
      expect(seen.headers.cookie).toBeUndefined();
    });

    it('streams a request body up and a download back, with status and content headers, without Set-Cookie', async () => {
      await sessionCookie();
      const payload = 'x'.repeat(300_000);
      handler = (_q, res, body) => {
        res.writeHead(201, {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="a.pdf"',
          'set-cookie': 'evil=1',
          'x-upstream': 'yes',
          connection: 'keep-alive',
        });
        res.write(body.slice(0, 1000));
        setTimeout(() => res.end(body.slice(1000)), 20);
      };
      const res = await proxy(
        request('/api/v1/documents/3/file', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/octet-stream' },
          body: new Blob([payload]).stream(),
        }),
      );
      expect(res.status).toBe(201);
      expect(seen.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
      expect(res.headers.get('x-upstream')).toBe('yes');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('connection')).toBeNull();
      expect(await res.text()).toBe(payload);
    });

    it('answers 401 without a session and 403 outside the allowlist, without calling upstream', async () => {
      handler = (_q, res) => res.end('{}');
      expect((await proxy(request('/api/v1/jobs'))).status).toBe(401);
      await sessionCookie({ type: 'project', project: { id: 7, number: 1007 } });
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
      expect(seen.url).toBeUndefined();
    });

    it("passes the browser's User-Agent on, cut to 512 characters, so push devices name their browser", async () => {
      await sessionCookie();
      handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
      const chrome =
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
      const post = (userAgent: string) =>
        proxy(
          request('/api/v1/setPushNotificationSubscription', {
            method: 'POST',
            headers: { origin: 'http://localhost:3000', 'user-agent': userAgent },
            body: '{}',
          }),
        );
      expect((await post(chrome)).status).toBe(200);
      expect(seen.headers['user-agent']).toBe(chrome);
      await post(`${chrome} ${'x'.repeat(10_000)}`);
      expect(seen.headers['user-agent']).toBe(`${chrome} ${'x'.repeat(10_000)}`.slice(0, 512));
    });

    it('lets public calls through without a session and without a token', async () => {
      handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"status":"ok"}}');
      expect((await proxy(request('/api/v1/status'))).status).toBe(200);
      expect(seen.headers.authorization).toBeUndefined();
    });

    it('refuses writes from another origin or none', async () => {
      await sessionCookie();
      for (const headers of [{ origin: 'http://evil.example' }, {}] as Record<string, string>[]) {
        const res = await proxy(request('/api/v1/blockDates', { method: 'POST', headers, body: '{}' }));
        expect(res.status).toBe(403);
        expect((await res.json()).error.code).toBe('ORIGIN_MISMATCH');
      }
      expect(seen.url).toBeUndefined();
    });

    it('rejects paths that would change meaning upstream', async () => {
      await sessionCookie();
      const res = await proxy(request('/api/v1/projects/7/%2F..%2Fusers'));
      expect(res.status).toBe(400);
    });

    it('refreshes a token that is due and stores it in the cookie', async () => {
      const old = await sessionCookie({ tokenIssuedAt: clock.nowMs() - TOKEN_REFRESH_MS - 1 });
      const fresh = await token(Math.floor(clock.nowMs() / 1000) + 5);
      handler = (req, res) => {
        if (req.url === '/api/v1/auth/refresh')
          return res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ data: { token: fresh } }));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: req.headers.authorization }));
      };
      const res = await proxy(request('/api/v1/jobs'));
      expect((await res.json()).data).toBe(`Bearer ${fresh}`);
      const now = await currentSession();
      expect(now?.token).toBe(fresh);
      expect(now!.tokenIssuedAt).toBeGreaterThan(old.tokenIssuedAt);
    });

    it('ends the session when the refresh is refused', async () => {
      await sessionCookie({ tokenIssuedAt: 0 });
      handler = (_q, res) =>
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"code":"TOKEN_EXPIRED","message":"expired"}}');
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(401);
      expect(jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('ends the session when the backend says the token is dead, and passes its code on', async () => {
      await sessionCookie();
      handler = (_q, res) =>
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"code":"TOKEN_INVALID","message":"bad"}}');
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('TOKEN_INVALID');
      expect(jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('keeps the session on other upstream errors and passes them through', async () => {
      await sessionCookie();
      handler = (_q, res) =>
        res
          .writeHead(409, { 'content-type': 'application/json' })
          .end('{"error":{"code":"DOUBLE_BOOKING","message":"x"}}');
      const res = await proxy(
        request('/api/v1/blockDates', { method: 'POST', headers: { origin: 'http://localhost:3000' }, body: '{}' }),
      );
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe('DOUBLE_BOOKING');
      expect(jar.has(SESSION_COOKIE)).toBe(true);
    });

    it('answers 502 BACKEND_UNAVAILABLE when the backend is down', async () => {
      await sessionCookie();
      const { webConfig } = await import('./config');
      const config = webConfig();
      const saved = config.backendUrl;
      Object.assign(config, { backendUrl: 'http://127.0.0.1:9' });
      try {
        const res = await proxy(request('/api/v1/jobs'));
        expect(res.status).toBe(502);
        expect((await res.json()).error.code).toBe('BACKEND_UNAVAILABLE');
      } finally {
        Object.assign(config, { backendUrl: saved });
      }
    });
  });

  describe('sessions bound to their tenant, hosts from the browser', () => {
    afterEach(() => {
      incoming.headers = new Headers({ host: 'localhost:3000' });
    });

    it("refuses a session of tenant 2 on tenant 1's host with 401 and clears its cookie", async () => {
      await sessionCookie({ tenantId: 2 });
      handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
      expect(jar.has(SESSION_COOKIE)).toBe(false);
      expect(seen.url).toBeUndefined();
    });

    it('does not let X-Forwarded-Host sent by the browser choose the tenant', async () => {
      await sessionCookie({ tenantId: 2 });
      const headers = { 'x-forwarded-host': 'moyo.localhost:3000' };
      incoming.headers = new Headers({ host: 'localhost:3000', ...headers });
      const res = await proxy(request('/api/v1/jobs', { headers }));
      expect(res.status).toBe(401);
      expect(jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('believes X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY=true)', async () => {
      const { webConfig } = await import('./config');
      const config = webConfig();
      Object.assign(config, { trustProxy: true });
      try {
        await sessionCookie({ tenantId: 2 });
        handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
        const headers = { 'x-forwarded-host': 'moyo.localhost:3000' };
        incoming.headers = new Headers({ host: '127.0.0.1:3000', ...headers });
        const res = await proxy(request('/api/v1/jobs', { headers }));
        expect(res.status).toBe(200);
        expect(seen.headers['x-forwarded-host']).toBe('moyo.localhost:3000');
      } finally {
        Object.assign(config, { trustProxy: false });
      }
    });
  });

  describe('proxy time limit', () => {
    it('answers 504 BACKEND_TIMEOUT when the backend does not answer in time', async () => {
      await sessionCookie();
      const { webConfig } = await import('./config');
      const config = webConfig();
      Object.assign(config, { backendTimeoutMs: 200 });
      handler = () => {
        /* never answers */
      };
      try {
        const res = await proxy(request('/api/v1/jobs'));
        expect(res.status).toBe(504);
        expect((await res.json()).error.code).toBe('BACKEND_TIMEOUT');
      } finally {
        Object.assign(config, { backendTimeoutMs: 15_000 });
      }
    });

    it('does not count a slow upload or a slow download against it', async () => {
      await sessionCookie();
      const { webConfig } = await import('./config');
      const config = webConfig();
      Object.assign(config, { backendTimeoutMs: 300 });
      handler = (_q, res, body) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('start;');
        setTimeout(() => res.end(`got ${body.length}`), 500);
      };
      const slowUpload = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (let i = 0; i < 4; i++) {
            controller.enqueue(new TextEncoder().encode('abcd'));
            await new Promise((r) => setTimeout(r, 150));
          }
          controller.close();
        },
      });
      try {
        const res = await proxy(
          request('/api/v1/documents', {
            method: 'POST',
            headers: { origin: 'http://localhost:3000' },
            body: slowUpload,
          }),
        );
        expect(res.status).toBe(200);
        expect(await res.text()).toBe('start;got 16');
      } finally {
        Object.assign(config, { backendTimeoutMs: 15_000 });
      }
    });
  });
});
