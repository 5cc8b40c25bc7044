// Vacation requests: start and end date, half days, paid or unpaid, and the planners'
// decision (rules "Vacation request"). Crew ask and withdraw; planners approve or decline.
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZDate, ZPersonRef, ZTimestamp, ZVersion } from '../response-parts';
import { ZCrewItem } from './crew-items';
import { dateRangeProblem } from './date-range';
import { VACATION_STATUSES } from './vacation-rules';

export const ZVacationStatus = z.enum(VACATION_STATUSES);

export const ZVacationRequestCreate = z
  .object({
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    /** The first day starts at noon. */
    startHalfDay: z.boolean().default(false),
    /** The last day ends at noon. */
    endHalfDay: z.boolean().default(false),
    paid: z.boolean(),
    comment: optionalText(500),
    /** Planners may ask for someone else; everyone else asks for themselves. */
    personId: ZId.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.startDate || !v.endDate) return;
    const problem = dateRangeProblem(v.startDate, v.endDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
    else if (v.startDate === v.endDate && v.startHalfDay && v.endHalfDay)
      ctx.addIssue({
        code: 'custom',
        path: ['endHalfDay'],
        message: 'One day cannot start and end at noon; choose one half',
      });
  });
export type TVacationRequestCreate = z.infer<typeof ZVacationRequestCreate>;

/** Requests meeting [from, to]; another person's only for planners. */
export const ZVacationRequestFilters = z.object({
  personId: ZQueryId.optional(),
  status: ZVacationStatus.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});

export const ZVacationRequest = z.object({
  id: ZId,
  /** A planner's decision names the version it was based on (a decision can be taken back). */
  version: ZVersion,
  person: ZPersonRef,
  startDate: ZDate,
  endDate: ZDate,
  startHalfDay: z.boolean(),
  endHalfDay: z.boolean(),
  paid: z.boolean(),
  status: ZVacationStatus,
  comment: z.string().nullable(),
  /** Days taken (half days count half). */
  days: z.number().nonnegative(),
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
  decidedBy: ZPersonRef.nullable(),
});
export type TVacationRequest = z.infer<typeof ZVacationRequest>;

/** GET /vacationRequests/review (planners): requests to decide on, by status (requested unless
 *  asked otherwise), optionally of one person or meeting [from, to]. */
export const ZVacationReviewQuery = ZVacationRequestFilters.extend({
  status: ZVacationStatus.default('requested'),
});

/** A confirmed job of the person on one of the vacation's days: its crew item's what and when. */
export const ZVacationClash = ZCrewItem.pick({
  project: true,
  crew: true,
  function: true,
  startDate: true,
  endDate: true,
  startTime: true,
  endTime: true,
}).extend({ assignmentId: ZId });
export type TVacationClash = z.infer<typeof ZVacationClash>;

/** A request as planners decide on it: with the confirmed jobs it would fall on. */
export const ZVacationReview = ZVacationRequest.extend({ clashes: z.array(ZVacationClash) });
export type TVacationReview = z.infer<typeof ZVacationReview>;
