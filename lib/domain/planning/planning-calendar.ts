// The planning calendar (rules §2 /planning-calendar, §4 planning colours, §9 "planner planning
// items run from one month back"): positions, blocked dates and vacation requests of the
// tenant's crew (a client: positions on their own projects only) over a month or a week.
import { z } from 'zod';
import { ZIsoDate } from '../primitives';
import { ZDate, ZNamedRef, ZPersonRef, ZProjectRef, ZTime } from '../response-parts';
import { PLANNING_TONES, PLANNING_CALENDAR_MAX_DAYS } from './planning-tones';

export const ZPlanningCalendarQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    functionId: z.coerce.number().int().positive().optional(),
    crewId: z.coerce.number().int().positive().optional(),
    personId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date lies before the start date' });
    else if (Date.parse(v.to) - Date.parse(v.from) >= PLANNING_CALENDAR_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${PLANNING_CALENDAR_MAX_DAYS} days` });
  });
export type TPlanningCalendarQuery = z.infer<typeof ZPlanningCalendarQuery>;

export const ZPlanningTone = z.enum(PLANNING_TONES);

export const ZPlanningEntry = z.object({
  /** Unique in the answer: `a<assignment id>`, `b<blocked date id>`, `v<vacation request id>`. */
  key: z.string(),
  tone: ZPlanningTone,
  /** Meets another entry of the same person (rules §4 "overlapping events"). */
  overlaps: z.boolean(),
  person: ZPersonRef,
  startDate: ZDate,
  endDate: ZDate,
  startTime: ZTime.nullable(),
  endTime: ZTime.nullable(),
  /** Positions only. */
  project: ZProjectRef.nullable(),
  crew: ZNamedRef.nullable(),
  function: ZNamedRef.nullable(),
});
export type TPlanningEntry = z.infer<typeof ZPlanningEntry>;

export const ZPlanningCalendar = z.object({
  from: ZDate,
  to: ZDate,
  /** The first day with entries: planners see from one month back (rules §9). */
  since: ZDate,
  entries: z.array(ZPlanningEntry),
  /** The functions, crews and persons of the entries, for the filters. */
  functions: z.array(ZNamedRef),
  crews: z.array(ZNamedRef),
  persons: z.array(ZPersonRef),
});
export type TPlanningCalendar = z.infer<typeof ZPlanningCalendar>;
