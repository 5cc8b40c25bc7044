// The check every write makes before it stores a reference: the referenced row must belong to
// the caller's tenant. Another tenant's id answers exactly like a missing one.
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { invalidField } from '../errors';

type TTenantTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn };

/** 422 on `field` unless `id` is a row of `table` in this tenant; no id (null/undefined) passes. */
export async function assertInTenant(
  db: DbOrTx,
  tenantId: number,
  table: TTenantTable,
  id: number | null | undefined,
  field: string,
  what: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
  if (rows.length === 0) throw invalidField(field, `${what} ${id} does not exist`);
}
