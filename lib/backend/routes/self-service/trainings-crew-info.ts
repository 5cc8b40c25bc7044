// The routes of lib/domain/self-service/operations/trainings-crew-info.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listTrainings } from '../../services/self-service/trainings';
import { getCrewInfo, replaceCrewInfo } from '../../services/self-service/crew-info';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/self-service/operations/trainings-crew-info';

export function trainingAndCrewInfoRoutes() {
  const r = createRouter();

  r.openapi(route(op.listTrainings), async (c) =>
    c.json({ data: await listTrainings(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );

  r.openapi(route(op.getCrewInfo), async (c) =>
    c.json({ data: await getCrewInfo(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );

  r.openapi(route(op.replaceCrewInfo), async (c) =>
    c.json({ data: await replaceCrewInfo(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 200),
  );

  return r;
}
