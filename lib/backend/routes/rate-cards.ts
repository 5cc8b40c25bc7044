// /rateCards (right rateCards READ): price lists per company, with their items.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth, requireUserSession } from '../http/auth';
import { ZIdParam } from '../http/list';
import { requireRight } from '../services/auth/rights';
import { getRateCard, listRateCards } from '../services/rate-cards';
import { ZRateCardSummary } from './companies';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZRateCard = ZRateCardSummary.extend({
  items: z.array(
    z.object({
      id: z.number(),
      function: z.object({ id: z.number(), name: z.string() }),
      hourlyPaid: z.string(),
      hourlyCharged: z.string(),
    }),
  ),
});

export function rateCardRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/rateCards',
      tags: ['rateCards'],
      middleware: [requireAuth, requireUserSession],
      summary: 'Rate cards of the tenant',
      request: { query: z.object({ companyId: z.coerce.number().int().positive().max(2147483647).optional() }) },
      responses: { 200: { description: 'Rate cards', ...json(z.object({ data: z.array(ZRateCardSummary) })) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requireRight(db, c.var.auth, 'rateCards');
      return c.json({ data: await listRateCards(db, c.var.auth.tenantId, c.req.valid('query')) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/rateCards/{id}',
      tags: ['rateCards'],
      middleware: [requireAuth, requireUserSession],
      summary: 'One rate card with its items',
      request: { params: ZIdParam },
      responses: { 200: { description: 'Rate card', ...json(z.object({ data: ZRateCard })) } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      await requireRight(db, c.var.auth, 'rateCards');
      return c.json({ data: await getRateCard(db, c.var.auth.tenantId, c.req.valid('param').id) }, 200);
    },
  );
  return r;
}
