// Rate cards: hourly paid and charged prices per function, one card per company (right
// rateCards READ, checked by the route).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, functions, rateCardItems, rateCards } from '../../db/schema';
import { notFound } from '../../errors';

const cardColumns = {
  id: rateCards.id,
  name: rateCards.name,
  currency: rateCards.currency,
  companyId: rateCards.companyId,
  companyName: companies.name,
};

type TCardRow = { id: number; name: string; currency: string; companyId: number; companyName: string };
const toCard = (r: TCardRow) => ({
  id: r.id,
  name: r.name,
  currency: r.currency,
  company: { id: r.companyId, name: r.companyName },
});

export async function listRateCards(db: DbOrTx, tenantId: number, q: { companyId?: number } = {}) {
  const rows = await db
    .select(cardColumns)
    .from(rateCards)
    .innerJoin(companies, eq(companies.id, rateCards.companyId))
    .where(
      and(
        eq(rateCards.tenantId, tenantId),
        q.companyId !== undefined ? eq(rateCards.companyId, q.companyId) : undefined,
      ),
    )
    .orderBy(asc(rateCards.name), asc(rateCards.id));
  return rows.map(toCard);
}

export async function getRateCard(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select(cardColumns)
    .from(rateCards)
    .innerJoin(companies, eq(companies.id, rateCards.companyId))
    .where(and(eq(rateCards.tenantId, tenantId), eq(rateCards.id, id)));
  if (!row) throw notFound('Rate card');
  const items = await db
    .select({
      id: rateCardItems.id,
      functionId: functions.id,
      functionName: functions.name,
      hourlyPaid: rateCardItems.hourlyPaid,
      hourlyCharged: rateCardItems.hourlyCharged,
    })
    .from(rateCardItems)
    .innerJoin(functions, eq(functions.id, rateCardItems.functionId))
    .where(and(eq(rateCardItems.tenantId, tenantId), eq(rateCardItems.rateCardId, id)))
    .orderBy(asc(functions.name), asc(rateCardItems.id));
  return {
    ...toCard(row),
    // Amounts leave as decimal strings ("12.50"): money must not pass through binary floats.
    items: items.map((i) => ({
      id: i.id,
      function: { id: i.functionId, name: i.functionName },
      hourlyPaid: i.hourlyPaid,
      hourlyCharged: i.hourlyCharged,
    })),
  };
}
