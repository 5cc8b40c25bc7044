// The crew planner board (rules §2 /planner-crew): persons by days for clients and planners
// (right crews), and the open rows a planner may request a person for from a cell.
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
