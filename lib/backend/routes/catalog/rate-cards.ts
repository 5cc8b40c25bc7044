// The routes of lib/domain/catalog/operations/rate-cards.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { getRateCard, listRateCards } from '../../services/catalog/rate-cards';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/catalog/operations/rate-cards';

export function rateCardRoutes() {
  const r = createRouter();
  r.openapi(route(op.listRateCards), async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: await listRateCards(db, c.var.auth.tenantId, c.req.valid('query')) }, 200);
  });
  r.openapi(route(op.getRateCard), async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: await getRateCard(db, c.var.auth.tenantId, c.req.valid('param').id) }, 200);
  });
  return r;
}
