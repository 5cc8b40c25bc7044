// The routes of lib/domain/plus-crews/operations/plus-crew-data.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { plusCrewGuard, plusCrewOf } from '../../http/plus-crew-guard';
import { getDailySeries, getSeries, setDayEntries } from '../../services/plus-crews/entries';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/plus-crews/operations/plus-crew-data';

export function plusCrewDataRoutes() {
  const r = createRouter();
  r.openapi(route(op.getSeries, plusCrewGuard), async (c) => {
    const { db } = c.var.deps;
    const { valueTypeId } = c.req.valid('param');
    return c.json(
      { data: await getSeries(db, c.var.auth.tenantId, await plusCrewOf(c), valueTypeId, c.req.valid('query')) },
      200,
    );
  });
  r.openapi(route(op.getDailySeries, plusCrewGuard), async (c) =>
    c.json(
      { data: await getDailySeries(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c), c.req.valid('query')) },
      200,
    ),
  );
  r.openapi(route(op.setDayEntries, plusCrewGuard), async (c) =>
    c.json(
      { data: await setDayEntries(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c), c.req.valid('json')) },
      200,
    ),
  );
  return r;
}
