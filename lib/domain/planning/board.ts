// The crew planner board (rules §2 /planner-crew, §4 planner crew markers; rules "Planner
// crew board"): persons by days. The server sends each person's positions and absences over the
// period; `cellMarkers` (pure) turns them into the markers of one day, for the screen and tests.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../primitives';
import { ZDate, ZNamedRef, ZProjectRef, ZTime } from '../response-parts';
import { ZAssignmentStatus } from './assignments';
import { dateRangeProblem } from './date-range';

/** The longest board period (days): one month and a bit. */
export const MAX_BOARD_DAYS = 42;
/** Persons on one page of the board. */
export const BOARD_PAGE_SIZE = 200;

export const ZBoardQuery = z
  .object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    functionId: z.coerce.number().int().positive().optional(),
    search: z.string().trim().max(100).optional(),
    /** 1-based; BOARD_PAGE_SIZE persons a page, by name. */
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    const problem = dateRangeProblem(v.from, v.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
    else if (Date.parse(v.to) - Date.parse(v.from) >= MAX_BOARD_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_BOARD_DAYS} days` });
  });
export type TBoardQuery = z.infer<typeof ZBoardQuery>;

/** What kind of project a position is on: normal work, or a sickness/vacation entry. */
export const ZBoardPositionKind = z.enum(['work', 'sickness', 'vacation']);

export const ZBoardPosition = z.object({
  /** The assignment. */
  id: ZId,
  crewItemId: ZId,
  status: ZAssignmentStatus,
  kind: ZBoardPositionKind,
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  startDate: ZDate,
  endDate: ZDate.nullable(),
  startTime: ZTime,
  endTime: ZTime,
  /** Confirmed here and on another overlapping crew item (rules "double booking"). */
  doubleBooked: z.boolean(),
});
export type TBoardPosition = z.infer<typeof ZBoardPosition>;

export const ZBoardAbsence = z.object({
  kind: z.enum(['blockedDate', 'vacation']),
  id: ZId,
  startDate: ZDate,
  endDate: ZDate,
  /** Vacation only: paid or unpaid. */
  paid: z.boolean().nullable(),
});
export type TBoardAbsence = z.infer<typeof ZBoardAbsence>;

export const ZBoardPerson = z.object({
  id: ZId,
  name: z.string(),
  positions: z.array(ZBoardPosition),
  absences: z.array(ZBoardAbsence),
});
export type TBoardPerson = z.infer<typeof ZBoardPerson>;

export const ZPlannerBoard = z.object({
  from: ZDate,
  to: ZDate,
  timeZone: z.string(),
  /** The tenant's bank holidays in the period. */
  bankHolidays: z.array(z.object({ date: ZDate, name: z.string() })),
  persons: z.array(ZBoardPerson),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Persons on all pages. */
  total: z.number().int().nonnegative(),
});
export type TPlannerBoard = z.infer<typeof ZPlannerBoard>;

/** An open row a planner may fill from a board cell. */
export const ZOpenRow = z.object({
  crewItemId: ZId,
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  startDate: ZDate,
  endDate: ZDate.nullable(),
  startTime: ZTime,
  endTime: ZTime,
  freeRows: z.number().int().positive(),
  /** The person has the item's function. */
  fits: z.boolean(),
});
export type TOpenRow = z.infer<typeof ZOpenRow>;

export const ZOpenRowsQuery = z.object({ date: ZIsoDate, personId: z.coerce.number().int().positive() });
