// Staffing proposals ("Staff this project"): what a planner asked the solver for, where the solve
// is, and the proposal it came back with (lib/domain/planning/staffing-proposals.ts). The solve
// runs as a job of the queue (jobs.ts); a proposal changes nothing until a planner accepts rows of
// it. Kept as the record of what was proposed; deleted with the tenant.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './core';
import { users } from './logins';
import type {
  STAFFING_PHASES,
  STAFFING_PROPOSAL_STATUSES,
  TStaffingProposal,
  TStaffingScope,
} from '../../../domain/planning/staffing-proposals';
import type { TStaffingWeights } from '../../../domain/planning/staffing-preferences';

export const staffingProposals = pgTable(
  'staffing_proposals',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    scope: jsonb('scope').$type<TStaffingScope>().notNull(),
    weights: jsonb('weights').$type<TStaffingWeights>().notNull(),
    status: text('status').$type<(typeof STAFFING_PROPOSAL_STATUSES)[number]>().notNull().default('queued'),
    phase: text('phase').$type<(typeof STAFFING_PHASES)[number]>(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    solvingSince: timestamp('solving_since', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result').$type<NonNullable<TStaffingProposal['result']>>(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('staffing_proposals_tenant_idx').on(t.tenantId, t.createdAt)],
);
