// The proxy against a scripted upstream: what it forwards and what it streams back, what it strips,
// whom it turns away before calling upstream (no session, outside the allowlist, a write from
// another origin, a path that would mean something else upstream). Every test runs in both of the
// proxy's homes: the route handler (`next dev`) and the production web server's listener, called
// over HTTP.
import { request, sessionCookie } from './test-support/proxy-calls';
import { inBothHomes, withScriptedUpstream } from './test-support/scripted-upstream';

jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);

const up = withScriptedUpstream();

inBothHomes(up, (proxy) => {
  describe('proxy', () => {
    it("forwards with the bearer token, Type, the request's own host and query, never the browser cookie", async () => {
      const s = await sessionCookie();
      up.handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
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
      expect(up.seen.url).toBe('/api/v1/jobs?limit=5&page=2');
      expect(up.seen.headers).toMatchObject({
        authorization: `Bearer ${s.token}`,
        type: 'MOBILE',
        // The browser's own X-Forwarded-Host chooses nothing: no trusted proxy is configured.
        'x-forwarded-host': 'localhost:3000',
        'x-forwarded-proto': 'http',
      });
      expect(up.seen.headers.cookie).toBeUndefined();
    });

    it('streams a request body up and a download back, with status and content headers, without Set-Cookie', async () => {
      await sessionCookie();
      const payload = 'x'.repeat(300_000);
      up.handler = (_q, res, body) => {
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
      expect(up.seen.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
      expect(res.headers.get('x-upstream')).toBe('yes');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('connection')).toBeNull();
      expect(await res.text()).toBe(payload);
    });

    it('answers 401 without a session and 403 outside the allowlist, without calling upstream', async () => {
      up.handler = (_q, res) => res.end('{}');
      expect((await proxy(request('/api/v1/jobs'))).status).toBe(401);
      await sessionCookie({ type: 'project', project: { id: 7, number: 1007 } });
      const res = await proxy(request('/api/v1/jobs'));
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
      expect(up.seen.url).toBeUndefined();
    });

    it("passes the browser's User-Agent on, cut to 512 characters, so push devices name their browser", async () => {
      await sessionCookie();
      up.handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
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
      expect(up.seen.headers['user-agent']).toBe(chrome);
      await post(`${chrome} ${'x'.repeat(10_000)}`);
      expect(up.seen.headers['user-agent']).toBe(`${chrome} ${'x'.repeat(10_000)}`.slice(0, 512));
    });

    it('lets public calls through without a session and without a token', async () => {
      up.handler = (_q, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"status":"ok"}}');
      expect((await proxy(request('/api/v1/status'))).status).toBe(200);
      expect(up.seen.headers.authorization).toBeUndefined();
    });

    it('refuses writes from another origin or none', async () => {
      await sessionCookie();
      for (const headers of [{ origin: 'http://evil.example' }, {}] as Record<string, string>[]) {
        const res = await proxy(request('/api/v1/blockDates', { method: 'POST', headers, body: '{}' }));
        expect(res.status).toBe(403);
        expect((await res.json()).error.code).toBe('ORIGIN_MISMATCH');
      }
      expect(up.seen.url).toBeUndefined();
    });

    it('rejects paths that would change meaning upstream', async () => {
      await sessionCookie();
      const res = await proxy(request('/api/v1/projects/7/%2F..%2Fusers'));
      expect(res.status).toBe(400);
    });
  });
});
