// The shift swap routes, built from their operations (lib/domain/shift-swaps/operations.ts).
import { createRouter } from '../../http/router';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/shift-swaps/operations';
import { approveSwap, offerShift, rejectSwap, takeShift, withdrawSwap } from '../../services/shift-swaps/shift-swaps';
import { getJobSwap, listOfferedShifts, listPendingSwaps } from '../../services/shift-swaps/swap-lists';

export function shiftSwapRoutes() {
  const r = createRouter();

  r.openapi(route(op.getJobSwap), async (c) =>
    c.json({ data: await getJobSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.offerShift), async (c) =>
    c.json({ data: withEtag(c, await offerShift(c.var.deps.db, c.var.auth, c.req.valid('param').id)) }, 201),
  );

  r.openapi(route(op.withdrawSwap), async (c) =>
    c.json(
      { data: withEtag(c, await withdrawSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c))) },
      200,
    ),
  );

  r.openapi(route(op.listOfferedShifts), async (c) => {
    const q = c.req.valid('query');
    const page = await listOfferedShifts(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.takeShift), async (c) =>
    c.json(
      { data: withEtag(c, await takeShift(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c))) },
      200,
    ),
  );

  r.openapi(route(op.listPendingSwaps), async (c) => {
    const q = c.req.valid('query');
    const page = await listPendingSwaps(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.approveSwap), async (c) =>
    c.json(
      { data: withEtag(c, await approveSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c))) },
      200,
    ),
  );

  r.openapi(route(op.rejectSwap), async (c) =>
    c.json(
      { data: withEtag(c, await rejectSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c))) },
      200,
    ),
  );

  return r;
}
