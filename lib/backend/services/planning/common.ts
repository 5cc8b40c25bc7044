// Small helpers shared by the planning services: the tenant's time zone, checks that a
// referenced id belongs to the caller's tenant, and the row → response reshapes.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema';
import { ApiError, invalidField } from '../../errors';

export async function tenantTimeZone(db: DbOrTx, tenantId: number): Promise<string> {
  const [row] = await db.select({ timezone: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new ApiError('TENANT_NOT_FOUND', 'Tenant not found');
  return row.timezone;
}

type TTenantTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn };

/** 422 on `field` unless `id` is a row of `table` in this tenant (another tenant's id looks unknown). */
export async function assertOwned(
  db: DbOrTx,
  table: TTenantTable,
  tenantId: number,
  id: number | null | undefined,
  field: string,
  what: string,
  extra?: SQL,
): Promise<void> {
  if (id === null || id === undefined) return;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), extra));
  if (rows.length === 0) throw invalidField(field, `Unknown ${what}`);
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A person reference from a left join (all columns null when absent). */
export function personRef(id: number | null, firstName: string | null, lastName: string | null) {
  return id === null ? null : { id, name: fullName({ firstName: firstName ?? '', lastName: lastName ?? '' }) };
}

/** `08:00:00` → `08:00`. */
export const hhmm = (t: string) => t.slice(0, 5);

export const iso = (d: Date) => d.toISOString();
