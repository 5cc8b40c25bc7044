// The planning calendar (rules §2 /planning-calendar; right planningCalendar): clients and
// planners only.
import { createRouter } from '../../http/router';
import { getPlanningCalendar } from '../../services/planning/planning-calendar';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/planning-calendar';

export function planningCalendarRoutes() {
  const r = createRouter();
  r.openapi(route(op.getPlanningCalendar), async (c) =>
    c.json({ data: await getPlanningCalendar(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  return r;
}
