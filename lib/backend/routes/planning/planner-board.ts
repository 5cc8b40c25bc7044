// The routes of lib/domain/planning/operations/planner-board.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { getPlannerBoard, listOpenRows } from '../../services/planning/board';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/planner-board';

export function plannerBoardRoutes() {
  const r = createRouter();

  r.openapi(route(op.getPlannerBoard), async (c) =>
    c.json({ data: await getPlannerBoard(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );

  r.openapi(route(op.listOpenRows), async (c) =>
    c.json({ data: await listOpenRows(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );

  return r;
}
