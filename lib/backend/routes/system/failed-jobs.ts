// The route of retryFailedJob (lib/domain/system/operations/failed-jobs.ts; the list is a read
// service, services/system/failed-jobs.read.ts).
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { retryFailedJob } from '../../services/system/failed-jobs';
import * as op from '../../../domain/system/operations/failed-jobs';

export function failedJobRoutes() {
  const r = createRouter();
  r.openapi(route(op.retryFailedJob), async (c) =>
    c.json({ data: await retryFailedJob(c.var.deps.db, c.var.auth.tenantId, c.req.valid('param').id) }, 200),
  );
  return r;
}
