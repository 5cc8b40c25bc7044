// GET /metrics of a web process, in the Prometheus text format (prom-client): requests by method,
// route (a screen's pattern from the screen registry, `/api/v1` for the proxy, `/_next` for build
// files) and status, with their durations, and the process (event-loop lag, memory, CPU). The web
// port is the public one: without METRICS_TOKEN the path does not exist, and with it a scrape must
// send it as a bearer token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screenForPath } from '../../auth/screen-access';
import { bearerMatches } from '../../node-http/bearer';
import { requestMetrics } from '../../node-http/request-metrics';

export const METRICS_PATH = '/metrics';

/** The label of a request's path: a pattern, never the path with its ids. */
export function routeOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  if (path === '/api/v1' || path.startsWith('/api/v1/')) return '/api/v1';
  if (path.startsWith('/_next/')) return '/_next';
  return screenForPath(path)?.screen.path ?? 'other';
}

export function createWebMetrics(token: string | undefined) {
  const { registry, observe } = requestMetrics(
    'crewdeck_web_request_duration_seconds',
    'Requests answered by the web app, by method, route and status, and how long they took',
  );

  /** Counts the request when its answer has gone out. */
  const track = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.once('finish', () =>
      observe(req.method ?? 'GET', routeOf(req.url), res.statusCode, (performance.now() - started) / 1000),
    );
  };

  /** Answers GET /metrics; false when the request is not for it (or the path does not exist here). */
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (!token || (req.url ?? '').split('?')[0] !== METRICS_PATH) return false;
    if (!bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end('METRICS_TOKEN required\n');
      return true;
    }
    res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
    return true;
  };

  return { registry, track, answer };
}
