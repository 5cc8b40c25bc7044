// The routes of lib/domain/field-work/operations/live-locations.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { crewAccessOf, crewGuard, crewRoles, chiefOrPlanner } from '../../http/crew-guard';
import { latestLiveLocation, shareLiveLocation } from '../../services/field-work/live-locations';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/live-locations';

export function liveLocationRoutes() {
  const r = createRouter();
  r.openapi(route(op.shareLiveLocation, crewGuard, crewRoles(['chief'])), async (c) =>
    c.json({ data: await shareLiveLocation(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  r.openapi(route(op.latestLiveLocation, ...chiefOrPlanner), async (c) =>
    c.json({ data: await latestLiveLocation(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  return r;
}
