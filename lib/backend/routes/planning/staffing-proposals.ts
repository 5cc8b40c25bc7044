// The routes of lib/domain/planning/operations/staffing-proposals.ts (what they take, answer and
// allow is written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import {
  acceptStaffingProposal,
  getStaffingProposal,
  requestStaffingProposal,
} from '../../services/planning/staffing-proposals';
import * as op from '../../../domain/planning/operations/staffing-proposals';

export function staffingProposalRoutes() {
  const r = createRouter();
  r.openapi(route(op.requestStaffingProposal), async (c) =>
    c.json({ data: await requestStaffingProposal(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(route(op.getStaffingProposal), async (c) =>
    c.json({ data: await getStaffingProposal(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.acceptStaffingProposal), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await acceptStaffingProposal(c.var.deps.db, c.var.auth, id, c.req.valid('json')) }, 200);
  });
  return r;
}
