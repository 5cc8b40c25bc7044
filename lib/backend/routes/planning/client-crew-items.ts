// The planning crew item list (rules §2 /planning-crew-item-list; right planningCrewItemList):
// clients only.
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
