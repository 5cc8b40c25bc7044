// The routes of lib/domain/live/operations/presence.ts (what they take, answer and allow is written
// there); the handlers call services/live/presence.ts.
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { beAt, boardPlace, leave, projectPlace, whoIsAt } from '../../services/live/presence';
import * as op from '../../../domain/live/operations/presence';

export function presenceRoutes() {
  const r = createRouter();
  r.openapi(route(op.whoIsAtProject), async (c) => {
    const { db } = c.var.deps;
    const place = await projectPlace(db, c.var.auth, c.req.valid('param').id);
    return c.json({ data: await whoIsAt(db, c.var.auth, place) }, 200);
  });
  r.openapi(route(op.beAtProject), async (c) => {
    const { db } = c.var.deps;
    const place = await projectPlace(db, c.var.auth, c.req.valid('param').id);
    return c.json({ data: await beAt(db, c.var.auth, place) }, 200);
  });
  r.openapi(route(op.leaveProject), async (c) => {
    const { db } = c.var.deps;
    await leave(db, c.var.auth, await projectPlace(db, c.var.auth, c.req.valid('param').id));
    return c.json({ data: { ok: true as const } }, 200);
  });
  r.openapi(route(op.whoIsAtBoard), async (c) =>
    c.json({ data: await whoIsAt(c.var.deps.db, c.var.auth, boardPlace) }, 200),
  );
  r.openapi(route(op.beAtBoard), async (c) => c.json({ data: await beAt(c.var.deps.db, c.var.auth, boardPlace) }, 200));
  r.openapi(route(op.leaveBoard), async (c) => {
    await leave(c.var.deps.db, c.var.auth, boardPlace);
    return c.json({ data: { ok: true as const } }, 200);
  });
  return r;
}
