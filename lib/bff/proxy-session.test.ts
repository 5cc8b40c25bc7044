// The proxy and the session, against a scripted upstream: a token that is due is refreshed, the
// session ends when the backend refuses the refresh or calls the token dead, other upstream errors
// and a backend that is down leave it alone. A session is bound to its tenant, and the host that
// chooses the tenant is the request's own unless a trusted proxy sets it. Every test runs in both
// of the proxy's homes: the route handler (`next dev`) and the production web server's listener,
// called over HTTP.
import { SESSION_COOKIE, TOKEN_REFRESH_MS } from './session-data';
import { incoming, jar } from './test-support/cookie-jar';
import { currentSession, request, sessionCookie, token } from './test-support/proxy-calls';
import { inBothHomes, withScriptedUpstream } from './test-support/scripted-upstream';
import { clock } from '../domain/clock';

jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);

const up = withScriptedUpstream();

inBothHomes(up, (proxy) => {
  describe('proxy', () => {
    it('refreshes a token that is due and stores it in the cookie', async () => {
      const old = await sessionCookie({ tokenIssuedAt: clock.nowMs() - TOKEN_REFRESH_MS - 1 });
      const fresh = await token(Math.floor(clock.nowMs() / 1000) + 5);
      up.handler = (req, res) => {
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
      up.handler = (_q, res) =>
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"code":"TOKEN_EXPIRED","message":"expired"}}');
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(401);
      expect(jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('ends the session when the backend says the token is dead, and passes its code on', async () => {
      await sessionCookie();
      up.handler = (_q, res) =>
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
      up.handler = (_q, res) =>
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
      up.handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
      expect(jar.has(SESSION_COOKIE)).toBe(false);
      expect(up.seen.url).toBeUndefined();
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
        up.handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
        const headers = { 'x-forwarded-host': 'moyo.localhost:3000' };
        incoming.headers = new Headers({ host: '127.0.0.1:3000', ...headers });
        const res = await proxy(request('/api/v1/jobs', { headers }));
        expect(res.status).toBe(200);
        expect(up.seen.headers['x-forwarded-host']).toBe('moyo.localhost:3000');
      } finally {
        Object.assign(config, { trustProxy: false });
      }
    });
  });
});
