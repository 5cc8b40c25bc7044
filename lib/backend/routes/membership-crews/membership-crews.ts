// The routes of lib/domain/membership-crews/operations/membership-crews.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import {
  addMember,
  createMembershipCrew,
  getMembershipCrew,
  listMembershipCrews,
  membershipCrewsOfContact,
  removeMember,
} from '../../services/membership-crews/membership-crews';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/membership-crews/operations/membership-crews';
export function membershipCrewRoutes() {
  const r = createRouter();

  r.openapi(route(op.listMembershipCrews), async (c) => {
    const q = c.req.valid('query');
    const page = await listMembershipCrews(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.createMembershipCrew), async (c) =>
    c.json({ data: await createMembershipCrew(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(route(op.getMembershipCrew), async (c) =>
    c.json({ data: await getMembershipCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.membershipCrewsOfContact), async (c) =>
    c.json({ data: await membershipCrewsOfContact(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.addMember), async (c) =>
    c.json(
      {
        data: await addMember(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json').plannerCrewId),
      },
      201,
    ),
  );

  r.openapi(route(op.removeMember), async (c) =>
    c.json(
      {
        data: await removeMember(
          c.var.deps.db,
          c.var.auth,
          c.req.valid('param').id,
          c.req.valid('param').plannerCrewId,
        ),
      },
      200,
    ),
  );

  return r;
}
