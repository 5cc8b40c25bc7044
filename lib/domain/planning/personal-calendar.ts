// A person's own calendar (rules §2 /personal-calendar, §4 planning colours): jobs confirmed and
// requested, blocked dates and vacation requests over a period, each marked where it overlaps
// another. The same data feeds the iCalendar feed of calendar subscriptions.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../primitives';
import { ZDate } from '../response-parts';
import { ZAssignmentStatus } from './assignments';
import { ZBlockDate } from './block-dates';
import { shiftFields } from './shift';
import { dateRangeProblem } from './date-range';
import { ZVacationRequest } from './vacation-requests';

/** The period asked for, both days included; without one, this month (rules §9: first to last day). */
export const ZCalendarPeriod = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .superRefine((v, ctx) => {
    const problem = v.from && v.to ? dateRangeProblem(v.from, v.to) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });

/** rules §4: a job shows as confirmed or requested (asked, or changed and asked again). */
export const ZJobTone = z.enum(['confirmed', 'requested']);

export const ZCalendarJob = z.object({
  /** The assignment: /jobs/{id}. */
  id: ZId,
  status: ZAssignmentStatus,
  tone: ZJobTone,
  ...shiftFields,
  /** It meets another job, a blocked date or a vacation that still holds. */
  overlaps: z.boolean(),
});
export type TCalendarJob = z.infer<typeof ZCalendarJob>;

export const ZCalendarBlockedDate = ZBlockDate.extend({
  companyName: z.string().nullable(),
  /** A confirmed job falls on it: the calendar warns. */
  collidesWithJob: z.boolean(),
});
export type TCalendarBlockedDate = z.infer<typeof ZCalendarBlockedDate>;

export const ZCalendarVacation = ZVacationRequest.extend({
  /** A job falls on it while it still holds (requested or approved). */
  overlaps: z.boolean(),
});
export type TCalendarVacation = z.infer<typeof ZCalendarVacation>;

export const ZPersonalCalendar = z.object({
  personId: ZId,
  from: ZDate,
  to: ZDate,
  /** The tenant's: every time of day above is in it. */
  timeZone: z.string(),
  jobs: z.array(ZCalendarJob),
  blockedDates: z.array(ZCalendarBlockedDate),
  vacationRequests: z.array(ZCalendarVacation),
});
export type TPersonalCalendar = z.infer<typeof ZPersonalCalendar>;
