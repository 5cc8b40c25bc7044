import { customType, timestamp } from 'drizzle-orm/pg-core';
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
