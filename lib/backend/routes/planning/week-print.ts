// The printable planning (issue 26): a person's schedule (own, or a planner's view of anyone's)
// and a crew's line-up (its crew chief and planners) for the week around `?week=`, as PDFs.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight, ownPersonOrPlanner } from '../../http/guards';
import { crewGuard, crewRoles } from '../../http/crew-guard';
import { ZIdParam } from '../../http/list';
import { fileResponse } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { crewWeekPdf, personWeekPdf } from '../../services/planning/week-print';
import { ZWeekQuery } from '../../../domain/planning/week';

export function weekPrintRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/schedule',
      middleware: [requireAuth, needsRight('projects.READ'), ownPersonOrPlanner] as const,
      tags: ['planning'],
      summary:
        "A person's jobs in the week (Monday to Sunday) around `week` (this week without it), as PDF (own; planners anyone's)",
      request: { params: ZIdParam, query: ZWeekQuery },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) =>
      sendPdf(c, await personWeekPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query').week)),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/lineUp',
      middleware: [requireAuth, crewGuard, crewRoles(['chief', 'planner'])] as const,
      tags: ['projectCrews'],
      summary:
        "The crew's people in the week (Monday to Sunday) around `week` (this week without it), as PDF (crew chief, planners)",
      request: { params: ZIdParam, query: ZWeekQuery },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) =>
      sendPdf(c, await crewWeekPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query').week)),
  );
  return r;
}
