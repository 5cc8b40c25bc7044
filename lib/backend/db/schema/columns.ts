import { customType } from 'drizzle-orm/pg-core';

/** Binary content (PDFs, photos, attachments) kept in the database, so every backend
 *  instance sees it. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
