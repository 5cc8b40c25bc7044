// Optimistic concurrency (lib/domain/versions.ts) in a writing transaction: the record is locked,
// its version compared with what the write was based on, and the transaction says who writes and
// when, for the database's bump_version trigger to note on the record (migration 0029). Two
// writes based on one version: the first locks, writes and commits; the second then reads the new
// version and is refused.
import { and, eq, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { persons } from '../db/schema';
import type { TAuth } from '../context';
import { ApiError } from '../errors';
import { clock } from '../../domain/clock';
import type { TIfMatch, TVersionConflict } from '../../domain/versions';
import { nameOf } from './people/names';

/** Who changed a record last: an alias, as the record may be a person itself. */
const changer = alias(persons, 'version_changer');

/** A table whose records carry versionColumns() (schema/columns.ts). */
export type TVersionedTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  version: PgColumn;
  changedAt: PgColumn;
  changedByPersonId: PgColumn;
};

/** Who writes in this transaction, and when: read by bump_version for the record's "changed by". */
async function writingAs(tx: Tx, auth: TAuth): Promise<void> {
  await tx.execute(
    sql`select set_config('crewdeck.person', ${auth.personId === null ? '' : String(auth.personId)}, true),
      set_config('crewdeck.at', ${clock.now().toISOString()}, true)`,
  );
}

/**
 * Locks the record and checks the version the write was based on: 428 when none was named, 412
 * (with the current version, who changed it and when) when another. The caller has checked the
 * record is there and the caller may see it.
 */
export async function claimVersion(
  tx: Tx,
  auth: TAuth,
  table: TVersionedTable,
  id: number,
  ifMatch: TIfMatch,
): Promise<void> {
  await writingAs(tx, auth);
  const [row] = await tx
    .select({ version: table.version, changedAt: table.changedAt, by: changer.id, name: nameOf(changer) })
    .from(table)
    .leftJoin(changer, eq(changer.id, table.changedByPersonId))
    .where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId)))
    .for('update', { of: table });
  if (!row) return;
  if (ifMatch === null)
    throw new ApiError(
      'PRECONDITION_REQUIRED',
      'Send If-Match with the version (ETag) this change is based on, or * for any',
    );
  const version = Number(row.version);
  if (ifMatch.any || ifMatch.versions.includes(version)) return;
  const details: TVersionConflict = {
    version,
    changedAt: row.changedAt ? (row.changedAt as Date).toISOString() : null,
    changedBy: row.by === null ? null : { id: Number(row.by), name: String(row.name) },
  };
  throw new ApiError('PRECONDITION_FAILED', 'Someone else changed this meanwhile', undefined, { details });
}

/**
 * For an update's `set`: counts the record's version up even when none of its own columns change,
 * for a write that changes what hangs off it (a receipt's items): bump_version takes a version set
 * higher as a change (migration 0034).
 */
export const nextVersion = (table: TVersionedTable) => sql`${table.version} + 1`;
