// What the production web server adds around the proxy when it answers /api/v1 itself: the
// headers and the compression Next would have given, the client's address, and an upstream call
// that ends when the browser goes away. The proxy's own rules are proven in both homes by
// lib/bff/proxy-forwarding.test.ts, proxy-session.test.ts and proxy-time-limit.test.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { securityHeaders, staticCsp } from '../security-headers.mjs';
import { acceptsGzip, cookieValue, isProxyPath } from './proxy-listener';

let upstream: Server;
let web: Server;
let seen: IncomingMessage | null = null;
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end();

const webUrl = (path: string) => `http://127.0.0.1:${(web.address() as AddressInfo).port}${path}`;
const json = (size: number) => JSON.stringify({ data: 'x'.repeat(size) });
/** As the backend answers: with its length. */
const answer = (res: ServerResponse, type: string, body: string) =>
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = req;
    handler(req, res);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  process.env.BACKEND_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = 's'.repeat(48);
  const { proxyListener } = await import('./proxy-listener');
  web = createServer((req, res) => void proxyListener(req, res));
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', () => r()));
});
afterAll(async () => {
  await new Promise((r) => web.close(r));
  await new Promise((r) => upstream.close(r));
});
beforeEach(() => {
  seen = null;
});

describe('which requests and what it reads', () => {
  it('answers /api/v1/… only; the rest is Next’s', () => {
    expect(isProxyPath('/api/v1/jobs?list=upcoming')).toBe(true);
    expect(isProxyPath('/api/v1/status')).toBe(true);
    for (const url of ['/api/v1', '/api/v10/jobs', '/api/session', '/jobs', '/', undefined])
      expect(isProxyPath(url)).toBe(false);
  });

  it('reads the first value of a cookie, quoted or encoded', () => {
    expect(cookieValue('a=1; crewdeck_session=Fe26.2**x~2; b=2', 'crewdeck_session')).toBe('Fe26.2**x~2');
    expect(cookieValue('crewdeck_session="q%20v"; crewdeck_session=second', 'crewdeck_session')).toBe('q v');
    expect(cookieValue('xcrewdeck_session=1', 'crewdeck_session')).toBeUndefined();
    expect(cookieValue(undefined, 'crewdeck_session')).toBeUndefined();
  });

  it('compresses only for a browser that takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('its answers over HTTP', () => {
  it('carry the security headers and the fixed CSP, on proxied answers and on its own errors', async () => {
    handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    for (const path of ['/api/v1/status', '/api/v1/jobs']) {
      const res = await request(webUrl(path));
      await res.body.text();
      expect(res.statusCode).toBe(path === '/api/v1/jobs' ? 401 : 200);
      expect(res.headers['content-security-policy']).toBe(staticCsp);
      for (const { key, value } of securityHeaders) expect(res.headers[key.toLowerCase()]).toBe(value);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('gzip JSON from 1 kB on when the browser takes it, whole or streamed', async () => {
    for (const size of [2_000, 400_000]) {
      const body = json(size);
      handler = (_q, res) => answer(res, 'application/json', body);
      const res = await request(webUrl('/api/v1/status'), { headers: { 'accept-encoding': 'gzip, br' } });
      const bytes = Buffer.from(await res.body.arrayBuffer());
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      if (size < 256 * 1024) expect(Number(res.headers['content-length'])).toBe(bytes.length);
      expect(gunzipSync(bytes).toString()).toBe(body);
    }
  });

  it('leave small answers, files and browsers without gzip alone', async () => {
    const cases = [
      { type: 'application/json', body: json(100), accept: 'gzip' },
      { type: 'application/pdf', body: 'x'.repeat(5_000), accept: 'gzip' },
      { type: 'application/json', body: json(5_000), accept: 'identity' },
    ];
    for (const c of cases) {
      handler = (_q, res) => answer(res, c.type, c.body);
      const res = await request(webUrl('/api/v1/status'), { headers: { 'accept-encoding': c.accept } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(await res.body.text()).toBe(c.body);
    }
  });

  it('pass a stream of events on as each is written, never gzipped', async () => {
    let more!: () => void;
    const next = new Promise<void>((resolve) => (more = resolve));
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(`: open\n\n${'data: x\n\n'.repeat(200)}`);
      void next.then(() => res.end('data: last\n\n'));
    };
    // A public path: the proxy's session rules are not what this test is about.
    const res = await request(webUrl('/api/v1/status'), { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    const reader = res.body[Symbol.asyncIterator]();
    // The first events arrive while the upstream still holds the rest back.
    const first = (await reader.next()).value as Buffer;
    expect(first.toString()).toMatch(/^: open\n\n/);
    more();
    let rest = '';
    for (let r = await reader.next(); !r.done; r = await reader.next()) rest += r.value.toString();
    expect(rest.endsWith('data: last\n\n')).toBe(true);
  });

  it('answer HEAD without a body', async () => {
    handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': '11' }).end();
    const res = await request(webUrl('/api/v1/status'), { method: 'HEAD' });
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toBe('');
  });

  it("pass the socket's address as X-Forwarded-For when the request has none, as Next does", async () => {
    handler = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    await (await request(webUrl('/api/v1/status'))).body.text();
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    await (await request(webUrl('/api/v1/status'), { headers: { 'x-forwarded-for': '10.0.0.1' } })).body.text();
    expect(seen?.headers['x-forwarded-for']).toBe('10.0.0.1');
  });

  it('end the upstream call when the browser goes away', async () => {
    const upstreamClosed = new Promise<void>((resolve) => {
      handler = (req) => req.socket.once('close', () => resolve());
    });
    const gone = new AbortController();
    const call = request(webUrl('/api/v1/status'), { signal: gone.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).not.toBeNull();
    gone.abort();
    await call;
    await upstreamClosed;
  });
});
