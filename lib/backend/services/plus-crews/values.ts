// A plus crew's settings values (rules §3 "Plus-crew value"): the Target Border as a percent of
// the target, and the Team Bonus as an amount or a percent of the turnover above the border.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { plusCrews, plusCrewValues, plusCrewValueTypes } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';
import { basisPoints } from '../../../domain/plus-crews/figures';
import type { TPlusCrew, TPlusCrewSettingsInput, TPlusCrewValue } from '../../../domain/plus-crews/schemas';
import { valueTypeSet } from './value-types';
import { clock } from '../../../domain/clock';

export async function getPlusCrewValues(db: DbOrTx, tenantId: number, crew: TPlusCrew): Promise<TPlusCrewValue[]> {
  const rows = await db
    .select({
      id: plusCrewValues.id,
      valueType: { id: plusCrewValueTypes.id, code: plusCrewValueTypes.code, caption: plusCrewValueTypes.caption },
      amountCents: plusCrewValues.amountCents,
      basisPoints: plusCrewValues.percentBasisPoints,
    })
    .from(plusCrewValues)
    .innerJoin(plusCrewValueTypes, eq(plusCrewValueTypes.id, plusCrewValues.valueTypeId))
    .where(and(eq(plusCrewValues.tenantId, tenantId), eq(plusCrewValues.plusCrewId, crew.id)))
    .orderBy(asc(plusCrewValueTypes.id));
  return rows.map(({ basisPoints: bp, ...v }) => ({ ...v, percent: bp === null ? null : bp / 100 }));
}

/** Stores both settings in one transaction, based on the version of the plus crew they were read
 *  with, and answers the values as they now are and the plus crew's new version. */
export async function setPlusCrewSettings(
  db: Db,
  auth: TAuth,
  crew: TPlusCrew,
  input: TPlusCrewSettingsInput,
  ifMatch: TIfMatch,
): Promise<{ values: TPlusCrewValue[]; version: number }> {
  const { tenantId } = auth;
  return db.transaction(async (tx) => {
    await claimVersion(tx, auth, plusCrews, crew.id, ifMatch);
    const types = await valueTypeSet(tx, tenantId);
    const bonus = input.teamBonus;
    const rows = [
      {
        valueTypeId: types.targetBorder.id,
        amountCents: null,
        percentBasisPoints: basisPoints(input.targetBorderPercent),
      },
      bonus.kind === 'amount'
        ? { valueTypeId: types.teamBonus.id, amountCents: bonus.amountCents, percentBasisPoints: null }
        : { valueTypeId: types.teamBonus.id, amountCents: null, percentBasisPoints: basisPoints(bonus.percent) },
    ];
    await tx
      .insert(plusCrewValues)
      .values(rows.map((r) => ({ ...r, tenantId, plusCrewId: crew.id })))
      .onConflictDoUpdate({
        target: [plusCrewValues.plusCrewId, plusCrewValues.valueTypeId],
        set: {
          amountCents: sql`excluded.amount_cents`,
          percentBasisPoints: sql`excluded.percent_basis_points`,
          updatedAt: clock.now(),
        },
      });
    const [changed] = await tx
      .update(plusCrews)
      .set({ settingsChangedAt: clock.now() })
      .where(eq(plusCrews.id, crew.id))
      .returning({ version: plusCrews.version });
    return { values: await getPlusCrewValues(tx, tenantId, crew), version: changed!.version };
  });
}
