// What happened to a receipt or invoice, written by the services as it happens, and the notes
// people add. Shown newest first.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { moneyActivities, persons } from '../../db/schema';
import type { TActivityKind, TDocumentActivity } from '../../../domain/money';
import { personRef } from '../people/names';
import { activitiesWhere, ownerColumns, type TOwner } from './owner';

export async function recordActivity(
  db: DbOrTx,
  tenantId: number,
  owner: TOwner,
  kind: TActivityKind,
  personId: number | null,
  detail: string | null = null,
): Promise<void> {
  await db.insert(moneyActivities).values({ tenantId, ...ownerColumns(owner), kind, detail, personId });
}

export async function listActivities(db: DbOrTx, owner: TOwner): Promise<TDocumentActivity[]> {
  const rows = await db
    .select({
      id: moneyActivities.id,
      kind: moneyActivities.kind,
      detail: moneyActivities.detail,
      createdAt: moneyActivities.createdAt,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(moneyActivities)
    .leftJoin(persons, eq(persons.id, moneyActivities.personId))
    .where(activitiesWhere(owner))
    .orderBy(desc(moneyActivities.createdAt), desc(moneyActivities.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    detail: r.detail,
    person: personRef(r.personId, r.firstName, r.lastName),
    createdAt: r.createdAt.toISOString(),
  }));
}
