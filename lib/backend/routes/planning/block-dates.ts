// The routes of lib/domain/planning/operations/block-dates.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import { createBlockDate, deleteBlockDate, listBlockDates } from '../../services/planning/block-dates';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/block-dates';

export function blockDateRoutes() {
  const r = createRouter();

  r.openapi(route(op.listBlockDates), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listBlockDates(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) })), 200);
  });

  r.openapi(route(op.createBlockDate), async (c) =>
    c.json({ data: await createBlockDate(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(route(op.deleteBlockDate), async (c) => {
    await deleteBlockDate(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  return r;
}
