// The tenant's working-time rules: one row per tenant (schema workingTimeRules), written the first
// time a planner saves them; until then, and should a stored set no longer parse, the defaults
// (the EU Working Time Directive's) apply at version 1.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { workingTimeRules } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TIfMatch } from '../../../domain/versions';
import {
  DEFAULT_WORKING_TIME_RULES,
  ZWorkingTimeRules,
  type TWorkingTimeRules,
  type TWorkingTimeRulesRecord,
} from '../../../domain/planning/working-time';
import { claimVersion } from '../versions';

export async function getWorkingTimeRules(db: DbOrTx, tenantId: number): Promise<TWorkingTimeRulesRecord> {
  const [row] = await db
    .select({ rules: workingTimeRules.rules, version: workingTimeRules.version })
    .from(workingTimeRules)
    .where(eq(workingTimeRules.tenantId, tenantId));
  const rules = ZWorkingTimeRules.safeParse(row?.rules).data ?? DEFAULT_WORKING_TIME_RULES;
  return { ...rules, version: row?.version ?? 1 };
}

/** The rules the tenant's bookings are checked against. */
export async function workingTimeRulesOf(db: DbOrTx, tenantId: number): Promise<TWorkingTimeRules> {
  const { version: _, ...rules } = await getWorkingTimeRules(db, tenantId);
  return rules;
}

/** Changes them all, based on the version they were read at. */
export async function updateWorkingTimeRules(
  db: Db,
  auth: TAuth,
  input: TWorkingTimeRules,
  ifMatch: TIfMatch,
): Promise<TWorkingTimeRulesRecord> {
  const { tenantId } = auth;
  await db.transaction(async (tx) => {
    // The defaults become the tenant's row at version 1, the version they were read at, so that a
    // first change is checked like any other.
    const [row] = await tx
      .insert(workingTimeRules)
      .values({ tenantId, rules: DEFAULT_WORKING_TIME_RULES })
      .onConflictDoUpdate({ target: workingTimeRules.tenantId, set: { tenantId } })
      .returning({ id: workingTimeRules.id });
    await claimVersion(tx, auth, workingTimeRules, row!.id, ifMatch);
    await tx.update(workingTimeRules).set({ rules: input }).where(eq(workingTimeRules.id, row!.id));
  });
  return getWorkingTimeRules(db, tenantId);
}
