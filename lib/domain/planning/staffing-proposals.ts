// "Staff this project" / "Staff this week": what a planner asks the solver for (a scope and the
// weights of the preferences), and the proposal that comes back: for each row in scope the people
// proposed with the facts behind each choice, and for each row left empty what kept it empty. A
// proposal changes nothing; accepting some of its rows requests those people as a planner would,
// each checked again.
import { z } from 'zod';
import { daysBetween } from '../calendar-days';
import { ZId, ZIsoDate } from '../primitives';
import { ZDate, ZPersonRef, ZTime, ZTimestamp } from '../response-parts';
import type { TBookingConflict } from './assignments';
import type { TStaffingBlock } from './staffing-model';
import { ZStaffingWeights } from './staffing-preferences';
import { ZWorkingTimeRules } from './working-time';

/** How long the solver may search before the best proposal found so far is the answer. */
export const STAFFING_TIME_LIMIT_SECONDS = 20;
/** The longest date range a planner may staff at once. */
export const MAX_STAFFING_RANGE_DAYS = 31;

export const ZStaffingScope = z.discriminatedUnion('kind', [
  /** A project's open rows, or those of some of its crews. */
  z.strictObject({
    kind: z.literal('project'),
    projectId: ZId,
    crewIds: z.array(ZId).min(1).max(200).optional(),
  }),
  /** Every open row of the tenant's projects between two dates. */
  z.strictObject({ kind: z.literal('range'), from: ZIsoDate, to: ZIsoDate }).superRefine((v, ctx) => {
    const days = daysBetween(v.from, v.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date lies before the start date' });
    else if (days >= MAX_STAFFING_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_STAFFING_RANGE_DAYS} days` });
  }),
]);
export type TStaffingScope = z.infer<typeof ZStaffingScope>;

/** POST /staffingProposals. */
export const ZStaffingProposalRequest = z.strictObject({
  scope: ZStaffingScope,
  weights: ZStaffingWeights.default(ZStaffingWeights.parse({})),
});
export type TStaffingProposalRequest = z.infer<typeof ZStaffingProposalRequest>;

export const STAFFING_PROPOSAL_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** Where a running proposal is: reading the rows and people, solving, explaining the answer. */
export const STAFFING_PHASES = ['reading', 'solving', 'explaining'] as const;

/** Why a person was proposed: the facts the preferences weighed (staffing-preferences.ts). */
export const ZStaffingFacts = z.object({
  functionJobs: z.number().int(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  clientJobs: z.number().int(),
  distanceKm: z.number().int().nullable(),
  quota: z.object({ plannedMinutes: z.number().int(), quotaMinutes: z.number().int() }).nullable(),
  /** Other days on the same crew: already planned, or in this proposal. */
  crewDays: z.number().int(),
});
export type TStaffingFacts = z.infer<typeof ZStaffingFacts>;

/** What keeps the people with a row's function off it, each counted once per reason. */
export const EMPTY_ROW_REASONS = [
  'noneWithFunction',
  'booked',
  'blockedDate',
  'vacation',
  'rest',
  'overlap',
  'shiftLength',
  'averageWeeklyHours',
  'consecutiveDays',
  'quota',
  'training',
] as const;
export type TEmptyRowReason = (typeof EMPTY_ROW_REASONS)[number];
export const ZEmptyRowReason = z.object({ reason: z.enum(EMPTY_ROW_REASONS), people: z.number().int() });

export const ZProposalRow = z.object({
  crewItemId: ZId,
  project: z.object({ id: ZId, number: z.number().int(), name: z.string() }),
  crew: z.object({ id: ZId, name: z.string() }),
  function: z.object({ id: ZId, name: z.string() }),
  startDate: ZDate,
  endDate: ZDate,
  startTime: ZTime,
  endTime: ZTime,
  proposed: z.array(z.object({ person: ZPersonRef, score: z.number().int(), facts: ZStaffingFacts })),
  /** Rows the proposal leaves empty, and why (most people first). */
  open: z.number().int(),
  reasons: z.array(ZEmptyRowReason),
});
export type TProposalRow = z.infer<typeof ZProposalRow>;

export const ZStaffingProposal = z.object({
  id: ZId,
  status: z.enum(STAFFING_PROPOSAL_STATUSES),
  phase: z.enum(STAFFING_PHASES).nullable(),
  scope: ZStaffingScope,
  weights: ZStaffingWeights,
  timeLimitSeconds: z.number().int(),
  createdAt: ZTimestamp,
  /** When the solver started, for the progress of a running solve against its time limit. */
  solvingSince: ZTimestamp.nullable(),
  finishedAt: ZTimestamp.nullable(),
  result: z
    .object({
      /** `optimal`: no better proposal exists; `timeLimit`: the best found in the time. */
      solveStatus: z.enum(['optimal', 'timeLimit']),
      rows: z.array(ZProposalRow),
      filled: z.number().int(),
      open: z.number().int(),
      /** The working-time rules the proposal kept (the reasons for empty rows name them). */
      rules: ZWorkingTimeRules,
    })
    .nullable(),
  /** Why a failed proposal failed. */
  error: z.string().nullable(),
});
export type TStaffingProposal = z.infer<typeof ZStaffingProposal>;

/** POST /staffingProposals/{id}/accept: the proposed rows to request. */
export const ZStaffingAccept = z.strictObject({
  rows: z
    .array(z.strictObject({ crewItemId: ZId, personId: ZId }))
    .min(1)
    .max(2000),
});
export type TStaffingAccept = z.infer<typeof ZStaffingAccept>;

/** Why a row could not be requested on accept: not proposed, the row filled meanwhile, or what
 *  stands against the person now. */
export const ZRefusedRow = z.object({
  crewItemId: ZId,
  personId: ZId,
  reason: z.enum(['notProposed', 'full', 'conflict']),
  reasons: z.array(ZEmptyRowReason),
});
export const ZStaffingAcceptResult = z.object({
  requested: z.array(z.object({ crewItemId: ZId, personId: ZId, assignmentId: ZId })),
  refused: z.array(ZRefusedRow),
});
export type TStaffingAcceptResult = z.infer<typeof ZStaffingAcceptResult>;

/** The reason a booking conflict or a proposal's block gives for a row left empty. */
function reasonOf(x: TBookingConflict | TStaffingBlock): TEmptyRowReason {
  if ('breach' in x) return x.breach.rule;
  if (x.kind === 'assignment') return 'booked';
  return x.kind;
}

/**
 * Why a row stays empty: for each reason, how many of the people with the function it keeps off
 * (each person once per reason), most first; `noneWithFunction` when nobody has the function.
 * `against`: by person, the conflicts beside their jobs and the blocks beside the proposal.
 */
export function emptyRowReasons(
  against: ReadonlyArray<ReadonlyArray<TBookingConflict | TStaffingBlock>>,
): Array<{ reason: TEmptyRowReason; people: number }> {
  if (against.length === 0) return [{ reason: 'noneWithFunction', people: 0 }];
  const counts = new Map<TEmptyRowReason, number>();
  for (const theirs of against)
    for (const reason of new Set(theirs.map(reasonOf))) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, people]) => ({ reason, people }))
    .sort((a, b) => b.people - a.people || EMPTY_ROW_REASONS.indexOf(a.reason) - EMPTY_ROW_REASONS.indexOf(b.reason));
}
