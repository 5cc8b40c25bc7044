import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { clock } from '../../../domain/clock';

/** Binary content (PDFs, photos, attachments) kept in the database, so every backend
 *  instance sees it. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** When the row was written (or last changed): by the clock when the app writes it, as every
 *  other time of a rule is; by the database's own clock for a row written in plain SQL. */
export const stampedAt = (name: string) =>
  timestamp(name, { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now());

/**
 * The version of a record several people edit (lib/domain/versions.ts), with who changed it last
 * and when: kept by the database's bump_version trigger (migration 0029) on every update that
 * changes the record, never written by the app.
 */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }),
  changedByPersonId: integer('changed_by_person_id'),
});
