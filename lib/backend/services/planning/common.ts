// Small helpers shared by the planning services: the tenant's time zone and the row →
// response reshapes.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema';
import { ApiError } from '../../errors';

export async function tenantTimeZone(db: DbOrTx, tenantId: number): Promise<string> {
  const [row] = await db.select({ timezone: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new ApiError('TENANT_NOT_FOUND', 'Tenant not found');
  return row.timezone;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A person reference from a left join (all columns null when absent). */
export function personRef(id: number | null, firstName: string | null, lastName: string | null) {
  return id === null ? null : { id, name: fullName({ firstName: firstName ?? '', lastName: lastName ?? '' }) };
}

/** `08:00:00` → `08:00`. */
export const hhmm = (t: string) => t.slice(0, 5);

export const iso = (d: Date) => d.toISOString();
