// The routes of lib/domain/self-service/operations/offline-day.ts (what they take, answer and allow is
// written there); the handlers call the services.
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
