// /rateCards (right rateCards READ): price lists per company, with their items.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse } from '../../http/openapi';
import { needsRight } from '../../http/guards';
import { getRateCard, listRateCards } from '../../services/catalog/rate-cards';
import { ZRateCard, ZRateCardFilters, ZRateCardSummary } from '../../../domain/catalog';

export function rateCardRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/rateCards',
      tags: ['rateCards'],
      middleware: [requireAuth, requireUserSession, needsRight('rateCards.READ')],
      summary: 'Rate cards of the tenant',
      request: { query: ZRateCardFilters },
      responses: { 200: dataResponse('Rate cards', z.array(ZRateCardSummary)) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json({ data: await listRateCards(db, c.var.auth.tenantId, c.req.valid('query')) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/rateCards/{id}',
      tags: ['rateCards'],
      middleware: [requireAuth, requireUserSession, needsRight('rateCards.READ')],
      summary: 'One rate card with its items',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Rate card', ZRateCard) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json({ data: await getRateCard(db, c.var.auth.tenantId, c.req.valid('param').id) }, 200);
    },
  );
  return r;
}
