// The planning crew item list (SPEC §2 /planning-crew-item-list; right planningCrewItemList):
// clients only.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { clientsOnly, needsRight } from '../../http/guards';
import { dataResponse } from '../../http/openapi';
import { ZClientCrewItemsQuery, ZCrewItem } from '../../../domain/planning';
import { listClientCrewItems } from '../../services/planning/crew-items';

export function clientCrewItemRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/planningCrewItems',
      middleware: [requireAuth, needsRight('planningCrewItemList.READ'), clientsOnly] as const,
      tags: ['planning'],
      summary: "The crew items of the client's projects over [from, to] (at most 62 days) with their rows",
      request: { query: ZClientCrewItemsQuery },
      responses: { 200: dataResponse('Crew items', z.array(ZCrewItem)) },
    }),
    async (c) => c.json({ data: await listClientCrewItems(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  return r;
}
