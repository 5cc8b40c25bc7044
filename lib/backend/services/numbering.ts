// Numbers people see and quote.
//  - Projects and contacts (insertNumbered): the number the user gives, or the tenant's highest
//    + 1. Writers of one table and tenant take a transaction-scoped advisory lock first, so two
//    requests never read the same highest number (PostgreSQL runs them at once; PGlite one by
//    one anyway); the unique index still decides a number the user typed.
//  - Receipts and invoices (takeNumber): a counter row per company and series, moved on inside
//    the transaction that stores the record. Concurrent creations queue on that row, and a
//    creation that rolls back gives its number back: a series without gaps or duplicates.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { documentCounters } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../errors';
import { conflict } from './catalog/reference';

type TNumberedTable = PgTable & { number: AnyPgColumn; tenantId: AnyPgColumn };

/** 409 on `number`: "Project number 12 is already used". */
export const numberTaken = (what: string, n: number) => conflict('number', `${what} number ${n} is already used`);

/** Runs `insert` in a transaction with `given`, or with the tenant's highest number + 1 (at least `after` + 1). */
export async function insertNumbered<T>(
  db: Db,
  o: {
    table: TNumberedTable;
    tenantId: number;
    given: number | undefined;
    after: number;
    what: string;
    insert: (tx: Tx, number: number) => Promise<T>;
  },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (o.given !== undefined) return o.insert(tx, o.given);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${getTableName(o.table)}), ${o.tenantId})`);
        const [row] = await tx
          .select({ n: sql<number | null>`max(${o.table.number})` })
          .from(o.table)
          .where(eq(o.table.tenantId, o.tenantId));
        return o.insert(tx, Math.max(Number(row?.n ?? 0), o.after) + 1);
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (o.given !== undefined) throw numberTaken(o.what, o.given);
      if (attempt >= 3) throw new ApiError('CONFLICT', `Could not assign a ${o.what.toLowerCase()} number, try again`);
    }
  }
}

export type TSeries = { tenantId: number; companyId: number; kind: 'invoice' | 'receipt' };

/** The next number of a company's series, taken inside `tx` (call it in the transaction that stores the record). */
export async function takeNumber(tx: Tx, s: TSeries): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ tenantId: s.tenantId, companyId: s.companyId, kind: s.kind, nextValue: 2 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.kind],
      set: { nextValue: sql`${documentCounters.nextValue} + 1` },
    })
    .returning({ next: documentCounters.nextValue });
  return row!.next - 1;
}
