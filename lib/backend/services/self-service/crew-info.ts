// The company's information for crew (rules §2 /crew-info, GET crewInfo): sections of text in
// the tenant's own words. Planners replace the whole page at once.
import { asc, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { crewInfoSections } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TCrewInfo, TCrewInfoUpdate } from '../../../domain/self-service';
import { clock } from '../../../domain/clock';

export async function getCrewInfo(db: DbOrTx, tenantId: number): Promise<TCrewInfo> {
  const rows = await db
    .select()
    .from(crewInfoSections)
    .where(eq(crewInfoSections.tenantId, tenantId))
    .orderBy(asc(crewInfoSections.position), asc(crewInfoSections.id));
  const [last] = await db
    .select({ at: max(crewInfoSections.updatedAt) })
    .from(crewInfoSections)
    .where(eq(crewInfoSections.tenantId, tenantId));
  return {
    sections: rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, body: r.body })),
    updatedAt: last?.at ? new Date(last.at).toISOString() : null,
  };
}

export async function replaceCrewInfo(db: Db, auth: TAuth, input: TCrewInfoUpdate): Promise<TCrewInfo> {
  await db.transaction(async (tx) => {
    await tx.delete(crewInfoSections).where(eq(crewInfoSections.tenantId, auth.tenantId));
    if (input.sections.length === 0) return;
    const now = clock.now();
    await tx.insert(crewInfoSections).values(
      input.sections.map((s, i) => ({
        tenantId: auth.tenantId,
        position: i + 1,
        kind: s.kind,
        title: s.title,
        body: s.body,
        updatedAt: now,
        updatedByPersonId: auth.personId,
      })),
    );
  });
  return getCrewInfo(db, auth.tenantId);
}
