// The routes of lib/domain/field-work/operations/crew-checks.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { dayOf } from '../../services/field-work/crew-roles';
import { checkIn, checkOut, listDayChecks } from '../../services/field-work/checks';
import { clock } from '../../../domain/clock';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/crew-checks';

export function crewCheckRoutes() {
  const r = createRouter();
  for (const [operation, action] of [
    [op.checkIn, checkIn],
    [op.checkOut, checkOut],
  ] as const) {
    r.openapi(route(operation, crewGuard), async (c) => {
      const result = await action(c.var.deps.db, await crewAccessOf(c), c.req.valid('json'), clock.now());
      return c.json({ data: result.check }, result.created ? 201 : 200);
    });
  }
  r.openapi(route(op.listDayChecks, crewGuard), async (c) => {
    const access = await crewAccessOf(c);
    return c.json({ data: await listDayChecks(c.var.deps.db, access, dayOf(access, c.req.valid('query').date)) }, 200);
  });
  return r;
}
