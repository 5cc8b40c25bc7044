// The planning calendar (SPEC §2 /planning-calendar; right planningCalendar): clients and
// planners only.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { clientsOrPlanners, needsRight } from '../../http/guards';
import { dataResponse } from '../../http/openapi';
import { ZPlanningCalendar, ZPlanningCalendarQuery } from '../../../domain/planning';
import { getPlanningCalendar } from '../../services/planning/planning-calendar';

export function planningCalendarRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/planningCalendar',
      middleware: [requireAuth, needsRight('planningCalendar.READ'), clientsOrPlanners] as const,
      tags: ['planning'],
      summary:
        'Positions, blocked dates and vacation over [from, to] (at most 42 days, from one month back) in the planning colours',
      request: { query: ZPlanningCalendarQuery },
      responses: { 200: dataResponse('Planning calendar', ZPlanningCalendar) },
    }),
    async (c) => c.json({ data: await getPlanningCalendar(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  return r;
}
