// The routes of lib/domain/planning/operations/planning-calendar.ts (what they take, answer and allow is
// written there); the handlers call the services.
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
