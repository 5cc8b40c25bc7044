// The routes of lib/domain/planning/operations/client-crew-items.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listClientCrewItems } from '../../services/planning/crew-items';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/client-crew-items';

export function clientCrewItemRoutes() {
  const r = createRouter();
  r.openapi(route(op.listClientCrewItems), async (c) =>
    c.json({ data: await listClientCrewItems(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  return r;
}
