// The routes of lib/domain/field-work/operations/crew-sign-off.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { sendFile } from '../../http/files';
import { crewAccessOf, crewGuard, crewRoles, chiefOrPlanner } from '../../http/crew-guard';
import { idempotent } from '../../http/idempotent';
import { dayOf } from '../../services/field-work/crew-roles';
import { approveHours, getSignOffProposal, setProposedHours, signOffDay } from '../../services/field-work/sign-off';
import { exportHours } from '../../services/field-work/hours-export';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/crew-sign-off';

export function crewSignOffRoutes() {
  const r = createRouter();
  r.openapi(route(op.getSignOffProposal, ...chiefOrPlanner), async (c) => {
    const access = await crewAccessOf(c);
    return c.json(
      { data: await getSignOffProposal(c.var.deps.db, access, dayOf(access, c.req.valid('query').date)) },
      200,
    );
  });
  r.openapi(route(op.setProposedHours, ...chiefOrPlanner, idempotent), async (c) =>
    c.json({ data: await setProposedHours(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 200),
  );
  r.openapi(route(op.signOffDay, ...chiefOrPlanner, idempotent), async (c) =>
    c.json({ data: await signOffDay(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 200),
  );
  r.openapi(route(op.approveHours, crewGuard, crewRoles(['planner'])), async (c) =>
    c.json({ data: await approveHours(c.var.deps.db, await crewAccessOf(c), c.req.valid('json').date) }, 200),
  );
  r.openapi(route(op.exportHours), async (c) =>
    sendFile(c, await exportHours(c.var.deps.db, c.var.auth, c.req.valid('query'))),
  );
  return r;
}
