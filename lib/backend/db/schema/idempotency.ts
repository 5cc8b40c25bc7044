// The answers to requests sent with an Idempotency-Key (lib/backend/http/idempotent.ts). A
// device's offline queue sends an action again when it never saw the answer; the key finds the
// answer given the first time, so the action takes effect once.
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns';
import { tenantId } from './core';

export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    tenantId: tenantId(),
    key: uuid('key').notNull(),
    /** Who sent it: the same key from anyone else is refused, never answered. */
    userId: integer('user_id'),
    personId: integer('person_id'),
    /** Method and path, such as `POST /api/v1/projectCrews/2/signOff`. */
    request: text('request').notNull(),
    status: integer('status').notNull(),
    contentType: text('content_type'),
    body: text('body').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    index('idempotent_requests_age_idx').on(t.tenantId, t.createdAt),
  ],
);
