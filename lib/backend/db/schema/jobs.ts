// Background work (lib/backend/jobs): mail delivery, and later push messages and reminders.
// A job is written in the same transaction as the change that asks for it, so it exists
// exactly when that change does; workers in any number of backend processes claim due jobs
// with FOR UPDATE SKIP LOCKED, so each one is run by one worker at a time.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns';
import { tenants } from './core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Whose work it is (null: a mail of no tenant); the tenant's failed jobs are listed for its planners. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Makes a job unique among those of its name (a reminder per shift and person, say). */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: stampedAt('run_at'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('jobs_name_key_uq').on(t.name, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null`),
    index('jobs_tenant_failed_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`done_at is null and attempts >= max_attempts`),
  ],
);
