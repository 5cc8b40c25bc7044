// The routes of lib/domain/field-work/operations/digital-confirm.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { dayOf } from '../../services/field-work/crew-roles';
import { confirmDigitally, getDigitalConfirmation } from '../../services/field-work/digital-confirm';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/digital-confirm';

export function digitalConfirmRoutes() {
  const r = createRouter();
  r.openapi(route(op.confirmDigitally, crewGuard, crewRoles(['client', 'chief', 'planner'])), async (c) =>
    c.json({ data: await confirmDigitally(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  r.openapi(
    route(op.getDigitalConfirmation, crewGuard, crewRoles(['client', 'chief', 'planner', 'projectSession'])),
    async (c) => {
      const access = await crewAccessOf(c);
      return c.json(
        { data: await getDigitalConfirmation(c.var.deps.db, access, dayOf(access, c.req.valid('query').date)) },
        200,
      );
    },
  );
  return r;
}
