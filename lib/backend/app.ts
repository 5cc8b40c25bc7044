// The /api/v1 Hono app: mounts the resource routers and maps every error to one shape.
import { Scalar } from '@scalar/hono-api-reference';
import { routePath } from 'hono/route';
import { createBackendMetrics } from './metrics';
import { bearerMatches } from '../node-http/bearer';
import type { HttpBindings } from '@hono/node-server';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import { ZodError } from 'zod';
import { createRouter } from './http/router';
import { bodyLimitFor, bodyLimitTable, limitBody, type TBodyLimitRow } from './http/body-limits';
import type { AppEnv, TDeps } from './context';
import { ApiError, errorBody, validationError } from './errors';
import { isDatabaseUnavailable } from './db/errors';
import { resourceRouters } from './routes';
import { BACKEND_VERSION } from './version';
import { closeIfBodyUnread } from '../node-http/early-answer';
import { messageOf, processLog } from '../node-http/logger';
import { REQUEST_ID_HEADER, requestIdOf, withRequestScope } from '../node-http/request-scope';

export const API_BASE = '/api/v1';

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) return validationError(err.issues);
  if (err instanceof HTTPException) {
    if (err.status === 413) return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (err.status === 401) return new ApiError('UNAUTHENTICATED', 'Authentication is required');
    return new ApiError('BAD_REQUEST', err.status === 400 ? 'The request body is not valid JSON' : err.message);
  }
  if (isDatabaseUnavailable(err))
    return new ApiError('DATABASE_UNAVAILABLE', 'The database cannot be reached; try again shortly');
  return new ApiError('INTERNAL', 'Something went wrong on our side');
}

export function createApp(deps: TDeps, opts: { logErrors?: boolean } = {}) {
  const app = createRouter();
  const api = createRouter();
  const metrics = createBackendMetrics({ db: deps.db, poolStats: deps.poolStats });

  const log = deps.log ?? processLog();

  // One log line and one count per answer, by its route pattern (hono/route: the last route
  // matched), never its raw path with ids; unmatched paths share one label. The request keeps the
  // id the web app gave it (only the web app reaches this port), so its lines here and there match.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const scope = { id: requestIdOf(c.req.header(REQUEST_ID_HEADER), true) };
    await withRequestScope(scope, next);
    const pattern = routePath(c, -1);
    const route = pattern.endsWith('*') ? 'unmatched' : pattern;
    const ms = performance.now() - started;
    const status = c.res.status;
    if (route !== '/metrics') metrics.observe(c.req.method, route, status, ms / 1000);
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
    const line = { reqId: scope.id, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 };
    const who = auth ? { tenantId: auth.tenantId, userId: auth.userId } : {};
    if (route === '/metrics') log.debug(line, 'request');
    else log.info({ ...line, ...who }, 'request');
  });
  app.get('/metrics', async (c) => {
    const token = deps.config.metricsToken;
    if (token && !bearerMatches(c.req.header('authorization'), token))
      return c.json(
        errorBody(new ApiError('UNAUTHENTICATED', 'GET /metrics needs the METRICS_TOKEN as a bearer token')),
        401,
      );
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });

  // An answer given before the request's body has all come (a refused upload) closes the
  // connection cleanly (lib/node-http/early-answer.ts). Only over Node: tests that call
  // app.fetch have no connection.
  app.use('*', async (c, next) => {
    await next();
    const node = c.env as Partial<HttpBindings> | undefined;
    if (node?.incoming && node.outgoing) closeIfBodyUnread(node.incoming, node.outgoing);
  });

  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Body limits per route (http/body-limits.ts), read from the routes' declarations once they
  // are all mounted: small by default, large only where a route declares an upload.
  let limits: TBodyLimitRow[] | null = null;
  const limiters = new Map<number, ReturnType<typeof limitBody>>();
  api.use('*', (c, next) => {
    limits ??= bodyLimitTable(api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'limits', version: '0' } }));
    const max = bodyLimitFor(limits, c.req.method, c.req.path.slice(API_BASE.length));
    let limiter = limiters.get(max);
    if (!limiter) limiters.set(max, (limiter = limitBody(max)));
    return limiter(c, next);
  });
  for (const make of resourceRouters) api.route('/', make());

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: API_BASE }],
    info: {
      title: 'Crewdeck API',
      version: BACKEND_VERSION,
      description: 'The /api/v1 service of Crewdeck.',
    },
  });

  // The interactive reference of that document for integrators (Scalar, which loads its viewer
  // from its CDN in the reader's browser): on the backend's own port, which only the web app
  // reaches in production; the web app never passes it on (lib/bff/proxy-allowlist.ts).
  api.get('/docs', Scalar({ url: `${API_BASE}/openapi.json`, pageTitle: 'Crewdeck API' }));

  app.route(API_BASE, api);

  const onError = (err: unknown, c: Context) => {
    const apiError = toApiError(err);
    // The stack once, here, where the error is turned into an answer; the request's line follows.
    if (apiError.code === 'INTERNAL' && opts.logErrors !== false) log.error({ err }, 'request failed');
    if (apiError.code === 'DATABASE_UNAVAILABLE' && opts.logErrors !== false)
      log.warn(`503 DATABASE_UNAVAILABLE: ${messageOf(err)}`);
    return c.json(errorBody(apiError), apiError.status as 400);
  };
  app.onError(onError);
  api.onError(onError);
  app.notFound((c) => c.json(errorBody(new ApiError('NOT_FOUND', 'No such endpoint')), 404));
  return app;
}

export type TApp = ReturnType<typeof createApp>;
