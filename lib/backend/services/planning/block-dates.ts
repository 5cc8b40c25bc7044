// Blocked dates: days a person is not available. Everyone keeps their own; planners see
// and keep everyone's, since planning treats a blocked date as a conflict.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { blockedDates, companies, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, notFound } from '../../errors';
import { isPlanner } from '../access';
import type { TBlockDate, TBlockDateCreate } from '../../../domain/planning';
import { assertInTenant } from '../tenant-scope';
import { requirePersonSession } from './jobs';

const toBlockDate = (b: typeof blockedDates.$inferSelect): TBlockDate => ({
  id: b.id,
  personId: b.personId,
  companyId: b.companyId,
  startDate: b.startDate,
  endDate: b.endDate,
  reason: b.reason,
});

/** Without personId: a planner gets everyone's, anyone else their own. */
export async function listBlockDates(
  db: DbOrTx,
  auth: TAuth,
  q: { personId?: number; from?: string; to?: string; limit: number; offset: number },
) {
  const planner = isPlanner(auth);
  const own = planner ? null : requirePersonSession(auth);
  if (own !== null && q.personId !== undefined && q.personId !== own)
    throw forbidden('You may only see your own blocked dates');
  const parts: SQL[] = [eq(blockedDates.tenantId, auth.tenantId)];
  const personId = q.personId ?? own;
  if (personId !== null) parts.push(eq(blockedDates.personId, personId));
  if (q.from) parts.push(sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${q.from}`);
  if (q.to) parts.push(sql`${blockedDates.startDate} <= ${q.to}`);
  const where = and(...parts)!;
  const rows = await db
    .select()
    .from(blockedDates)
    .where(where)
    .orderBy(asc(blockedDates.startDate), asc(blockedDates.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(blockedDates).where(where);
  return { data: rows.map(toBlockDate), total: Number(total?.n ?? 0) };
}

export async function createBlockDate(db: Db, auth: TAuth, input: TBlockDateCreate): Promise<TBlockDate> {
  const planner = isPlanner(auth);
  const own = planner && input.personId !== undefined ? null : requirePersonSession(auth);
  if (!planner && input.personId !== undefined && input.personId !== own)
    throw forbidden('You may only block your own dates');
  return db.transaction(async (tx) => {
    const personId = input.personId ?? own!;
    await assertInTenant(tx, auth.tenantId, persons, personId, 'personId', 'Person');
    await assertInTenant(tx, auth.tenantId, companies, input.companyId, 'companyId', 'Company');
    const [row] = await tx
      .insert(blockedDates)
      .values({
        tenantId: auth.tenantId,
        personId,
        companyId: input.companyId ?? null,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        reason: input.reason || null,
      })
      .returning();
    return toBlockDate(row!);
  });
}

/** Own blocked dates, or anyone's for planners; someone else's looks missing. */
export async function deleteBlockDate(db: Db, auth: TAuth, id: number): Promise<void> {
  const parts: SQL[] = [eq(blockedDates.id, id), eq(blockedDates.tenantId, auth.tenantId)];
  if (!isPlanner(auth)) parts.push(eq(blockedDates.personId, requirePersonSession(auth)));
  const deleted = await db
    .delete(blockedDates)
    .where(and(...parts))
    .returning({ id: blockedDates.id });
  if (deleted.length === 0) throw notFound('Blocked date');
}
