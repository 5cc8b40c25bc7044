// The routes of lib/domain/planning/operations/vacation-requests.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { ownPersonOrPlanner } from '../../http/guards';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import {
  createVacationRequest,
  decideVacationRequest,
  listVacationRequests,
  withdrawVacationRequest,
} from '../../services/planning/vacation-requests';
import { getPersonalCalendar } from '../../services/planning/personal-calendar';
import { reviewVacationRequests } from '../../services/planning/vacation-review';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/planning/operations/vacation-requests';

export function vacationRequestRoutes() {
  const r = createRouter();

  r.openapi(route(op.listVacationRequests), async (c) => {
    const q = c.req.valid('query');
    const page = await listVacationRequests(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.reviewVacationRequests), async (c) => {
    const q = c.req.valid('query');
    const page = await reviewVacationRequests(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.createVacationRequest), async (c) =>
    c.json({ data: await createVacationRequest(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(route(op.withdrawVacationRequest), async (c) => {
    await withdrawVacationRequest(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  for (const [operation, action] of [
    [op.approveVacationRequest, 'approve'],
    [op.declineVacationRequest, 'decline'],
  ] as const) {
    r.openapi(route(operation), async (c) => {
      const decided = await decideVacationRequest(
        c.var.deps.db,
        c.var.auth,
        c.req.valid('param').id,
        action,
        ifMatchOf(c),
      );
      return c.json({ data: withEtag(c, decided) }, 200);
    });
  }

  r.openapi(route(op.getPersonalCalendar, ownPersonOrPlanner), async (c) =>
    c.json(
      {
        data: await getPersonalCalendar(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query')),
      },
      200,
    ),
  );

  return r;
}
