// One log line per request the production web server answers, when its answer has gone out:
// method, route (the screen's pattern, `/api/v1`, `/_next`: metrics.ts's labels, never the path
// with its ids), status, duration, and the tenant and user of its session once something read
// it. The request's id is made here, or taken from a trusted proxy's X-Request-Id (TRUST_PROXY),
// given back in the answer's X-Request-Id, and sent on with every backend call made for it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLogger } from '../../node-http/logger';
import { REQUEST_ID_HEADER, requestIdOf, type TRequestScope } from '../../node-http/request-scope';
import { routeOf } from './metrics';

export function requestLog(log: TLogger, trustProxy: boolean) {
  return function startRequest(req: IncomingMessage, res: ServerResponse): TRequestScope {
    const started = performance.now();
    const scope: TRequestScope = { id: requestIdOf(req.headers[REQUEST_ID_HEADER], trustProxy) };
    res.setHeader(REQUEST_ID_HEADER, scope.id);
    res.once('close', () => {
      const route = routeOf(req.url);
      const line = {
        reqId: scope.id,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(scope.tenantId !== undefined ? { tenantId: scope.tenantId, userId: scope.userId } : {}),
        // The browser went away before the whole answer was sent.
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      // The build's files are many per page and never differ by user: only when asked for.
      if (route === '/_next') log.debug(line, 'request');
      else log.info(line, 'request');
    });
    return scope;
  };
}
