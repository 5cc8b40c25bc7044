// Shift swaps: a crew member offers a confirmed job (their assignment), a colleague
// takes it, a planner approves (the job moves to the colleague) or rejects. Rows are kept as
// the record of each swap; the steps are also activities on the crew item.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, persons, tenantId } from './core';
import { assignments } from './planning';
import { versionColumns } from './columns';
import type { TShiftSwapStatus } from '../../../domain/shift-swaps/rules';

export const shiftSwaps = pgTable(
  'shift_swaps',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The offerer's assignment. */
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    offeredById: integer('offered_by_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    takenById: integer('taken_by_id').references(() => persons.id, { onDelete: 'cascade' }),
    status: text('status').$type<TShiftSwapStatus>().notNull().default('offered'),
    /** The taker's assignment an approved swap made. */
    takerAssignmentId: integer('taker_assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /** Offered at. */
    createdAt: createdAt(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** Approved, rejected or withdrawn at. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    // One swap under way per job.
    uniqueIndex('shift_swaps_live_uq')
      .on(t.assignmentId)
      .where(sql`${t.status} in ('offered', 'taken')`),
    index('shift_swaps_tenant_status_idx').on(t.tenantId, t.status),
  ],
);
