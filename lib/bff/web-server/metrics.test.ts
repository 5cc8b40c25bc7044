// GET /metrics of a web process (metrics.ts): the web port is public, so without METRICS_TOKEN
// the path is not there (the request goes on to Next, which answers 404), and with it only a
// scrape sending it as a bearer token is answered. Requests are labelled by pattern.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebMetrics, routeOf } from './metrics';
import { screenForPath } from '../../auth/screen-access';

const TOKEN = 'web-scrape-secret-0123';

/** A web server as main.ts builds it, with "Next" answering 404 to whatever is left. */
async function serve(token: string | undefined): Promise<{ url: string; server: Server }> {
  const metrics = createWebMetrics(token);
  const server = createServer(async (req, res) => {
    if (await metrics.answer(req, res)) return;
    metrics.track(req, res);
    res.writeHead(404).end('next: not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('routeOf', () => {
  it('labels a screen by its pattern, the proxy and the build files by their prefix', () => {
    expect(routeOf('/projects/260001?tab=crews')).toBe(screenForPath('/projects/260001')!.screen.path);
    expect(routeOf('/projects/260001')).not.toContain('260001');
    expect(routeOf('/api/v1/projects/7')).toBe('/api/v1');
    expect(routeOf('/_next/static/chunks/app.js')).toBe('/_next');
    expect(routeOf('/no/such/screen')).toBe('other');
  });
});

describe('GET /metrics on the public web port', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const { url, server } = await serve(undefined);
    try {
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('next: not found');
    } finally {
      server.close();
    }
  });

  it('answers only a scrape with the bearer token, and counts what the server answered', async () => {
    const { url, server } = await serve(TOKEN);
    try {
      await fetch(`${url}/jobs`);
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect(
        (await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-secret-0123456' } })).status,
      ).toBe(401);
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain(
        `crewdeck_web_request_duration_seconds_count{method="GET",route="${routeOf('/jobs')}",status="404"} 1`,
      );
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    } finally {
      server.close();
    }
  });
});
