// /offlineDay: the crew member's own days in one answer, for the phone to keep (issue 27). The
// same right as the jobs and the personal calendar it holds.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight } from '../../http/guards';
import { dataResponse } from '../../http/openapi';
import { getOfflineDay } from '../../services/self-service/offline-day';
import { ZOfflineDay } from '../../../domain/self-service';

export function offlineDayRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/offlineDay',
      middleware: [requireAuth, needsRight('projects.READ')] as const,
      tags: ['jobs'],
      summary:
        "The caller's jobs of the last 7 and the next 14 days with their crews, calendar, documents to sign and, for a crew chief, today's crew papers",
      responses: { 200: dataResponse('Offline day', ZOfflineDay) },
    }),
    async (c) => c.json({ data: await getOfflineDay(c.var.deps.db, c.var.auth) }, 200),
  );
  return r;
}
