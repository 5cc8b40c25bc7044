// Who may see which plus crew: a user session with the plusCrews right (checked by the route)
// sees the tenant's plus crews; a plus-crew (PCID) session only its own. Another tenant's plus
// crew, or another one for a PCID session, answers 404 as if it did not exist.
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plusCrewEntries, plusCrews, tenants } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import type { TPlusCrew, TPlusCrewSummary } from '../../../domain/plus-crews/schemas';
import { valueTypeSet } from './value-types';
import { clock } from '../../../domain/clock';

/** The condition on `plus_crews` for what this caller may see (always includes the tenant). */
function visiblePlusCrews(auth: TAuth): SQL {
  const tenant = eq(plusCrews.tenantId, auth.tenantId);
  return auth.type === 'pluscrew' ? and(tenant, eq(plusCrews.id, auth.plusCrewId ?? -1))! : tenant;
}

const crewColumns = {
  id: plusCrews.id,
  number: plusCrews.number,
  version: plusCrews.version,
  name: plusCrews.name,
  currency: tenants.currency,
  hasPassword: isNotNull(plusCrews.passwordHash).mapWith(Boolean),
};

/** The plus crew of this number the caller may see; 404 otherwise. */
export async function findPlusCrew(db: DbOrTx, auth: TAuth, number: number): Promise<TPlusCrew> {
  const [row] = await db
    .select(crewColumns)
    .from(plusCrews)
    .innerJoin(tenants, eq(tenants.id, plusCrews.tenantId))
    .where(and(visiblePlusCrews(auth), eq(plusCrews.number, number)));
  if (!row) throw notFound('Plus crew');
  return row;
}

/** Today in the tenant's time zone. */
export async function tenantToday(db: DbOrTx, tenantId: number, now = clock.now()): Promise<string> {
  const [row] = await db.select({ timezone: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  return utcToZonedDate(now, row?.timezone ?? 'Europe/Amsterdam');
}

/** The plus crews the caller may see, by number, each with the turnover against target of `date` (default today). */
export async function listPlusCrews(db: DbOrTx, auth: TAuth, date?: string): Promise<TPlusCrewSummary[]> {
  const day = date ?? (await tenantToday(db, auth.tenantId));
  const types = await valueTypeSet(db, auth.tenantId);
  const crews = await db
    .select(crewColumns)
    .from(plusCrews)
    .innerJoin(tenants, eq(tenants.id, plusCrews.tenantId))
    .where(visiblePlusCrews(auth))
    .orderBy(asc(plusCrews.number));
  if (crews.length === 0) return [];
  const entries = await db
    .select({
      plusCrewId: plusCrewEntries.plusCrewId,
      valueTypeId: plusCrewEntries.valueTypeId,
      amountCents: plusCrewEntries.amountCents,
    })
    .from(plusCrewEntries)
    .where(
      and(
        eq(plusCrewEntries.tenantId, auth.tenantId),
        eq(plusCrewEntries.date, day),
        inArray(
          plusCrewEntries.plusCrewId,
          crews.map((c) => c.id),
        ),
        inArray(plusCrewEntries.valueTypeId, [types.actualTurnover.id, types.targetTurnover.id]),
      ),
    );
  const amount = (crewId: number, typeId: number) =>
    entries.find((e) => e.plusCrewId === crewId && e.valueTypeId === typeId)?.amountCents ?? null;
  return crews.map((c) => ({
    ...c,
    day: {
      date: day,
      actualTurnoverCents: amount(c.id, types.actualTurnover.id),
      targetTurnoverCents: amount(c.id, types.targetTurnover.id),
    },
  }));
}
