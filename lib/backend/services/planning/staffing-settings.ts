// Who may staff with the solver (lib/domain/planning/staffing-settings.ts): planners, and client
// logins where the tenant allows it, for their own projects only. The tenant's switch is kept on
// the tenant (tenants.clientsMayStaff); planners change it in the company settings.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, invalidField } from '../../errors';
import type { TStaffingSettings } from '../../../domain/planning/staffing-settings';
import type { TStaffingScope } from '../../../domain/planning/staffing-proposals';
import { isClient, isPlanner, isProjectClient } from '../access';

export async function getStaffingSettings(db: DbOrTx, tenantId: number): Promise<TStaffingSettings> {
  const [row] = await db
    .select({ clientsMayStaff: tenants.clientsMayStaff })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { clientsMayStaff: row?.clientsMayStaff ?? false };
}

/** The whole setting at once: the last planner's choice holds (a switch has nothing to merge). */
export async function updateStaffingSettings(
  db: Db,
  tenantId: number,
  input: TStaffingSettings,
): Promise<TStaffingSettings> {
  return db.transaction(async (tx) => {
    await tx.update(tenants).set({ clientsMayStaff: input.clientsMayStaff }).where(eq(tenants.id, tenantId));
    return getStaffingSettings(tx, tenantId);
  });
}

/** Planners; clients only while the tenant lets them staff. Anyone else: 403. */
export async function requireStaffer(db: DbOrTx, auth: TAuth): Promise<void> {
  if (isPlanner(auth)) return;
  if (isClient(auth) && (await getStaffingSettings(db, auth.tenantId)).clientsMayStaff) return;
  throw forbidden('Only planners, and clients where the company allows it, may staff projects');
}

/** A client staffs one of its own projects, never a date range of the whole tenant's rows. */
export async function assertStafferScope(db: DbOrTx, auth: TAuth, scope: TStaffingScope): Promise<void> {
  if (isPlanner(auth)) return;
  if (scope.kind !== 'project') throw forbidden('Clients staff their own projects only');
  // Another client's project is unknown to this one, as it is on every other client screen.
  if (!(await isProjectClient(db, auth, scope.projectId))) throw invalidField('scope.projectId', 'Unknown project');
}
