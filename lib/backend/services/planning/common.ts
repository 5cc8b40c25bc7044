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

/** `08:00:00` → `08:00`. */
export const hhmm = (t: string) => t.slice(0, 5);

export const iso = (d: Date) => d.toISOString();
