// Records numbered per tenant (projects, contacts): the number the user gives, or the next one
// after the tenant's highest. Two writers may pick the same next number at once; the unique
// index decides, and the loser takes the next one.
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
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
