// /offlineDay: the crew member's own days in one answer, for the phone to keep. The
// same right as the jobs and the personal calendar it holds.
import { createRouter } from '../../http/router';
import { getOfflineDay } from '../../services/self-service/offline-day';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/self-service/operations/offline-day';

export function offlineDayRoutes() {
  const r = createRouter();
  r.openapi(route(op.getOfflineDay), async (c) =>
    c.json({ data: await getOfflineDay(c.var.deps.db, c.var.auth) }, 200),
  );
  return r;
}
