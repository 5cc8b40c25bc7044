// Assignments: a person on a row of a crew item (rules "Assignment"), and the double
// bookings a planner is warned about.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZDate, ZNamedRef, ZProjectRef, ZTimestamp, ZVersion } from '../response-parts';
import { ASSIGNMENT_STATUSES, PLANNER_ASSIGNMENT_STATUSES } from './statuses';
import { ZWorkingTimeBreach } from './working-time';

export const MAX_ROWS = 100;

export const ZAssignmentStatus = z.enum(ASSIGNMENT_STATUSES);

export const ZAssignmentCreate = z
  .object({
    crewItemId: ZId,
    rowNo: z.number().int().min(1).max(MAX_ROWS).optional(),
    personId: ZId,
    status: z.enum(PLANNER_ASSIGNMENT_STATUSES).default('requested'),
    confirmDoubleBooking: z.boolean().optional(),
  })
  .strict();
export type TAssignmentCreate = z.infer<typeof ZAssignmentCreate>;

export const ZAssignmentUpdate = z
  .object({
    status: z.enum(PLANNER_ASSIGNMENT_STATUSES),
    confirmDoubleBooking: z.boolean().optional(),
  })
  .strict();
export type TAssignmentUpdate = z.infer<typeof ZAssignmentUpdate>;

const ZRowNo = z.number().int().min(1).max(MAX_ROWS);

export const ZAssignment = z.object({
  id: ZId,
  version: ZVersion,
  crewItemId: ZId,
  rowNo: ZRowNo,
  personId: ZId,
  status: ZAssignmentStatus,
  declineReason: z.string().nullable(),
  confirmedAt: ZTimestamp.nullable(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

/** A job of the person that a conflict names. */
const ZBookedShift = z.object({
  assignmentId: ZId,
  crewItemId: ZId,
  status: ZAssignmentStatus,
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
});
export type TBookedShift = z.infer<typeof ZBookedShift>;

/** One entry of a 409 DOUBLE_BOOKING answer's `details`. */
export const ZBookingConflict = z.discriminatedUnion('kind', [
  ZBookedShift.extend({ kind: z.literal('assignment') }),
  z.object({
    kind: z.literal('blockedDate'),
    blockedDateId: ZId,
    startDate: ZDate,
    endDate: ZDate.nullable(),
    reason: z.string().nullable(),
  }),
  /** An approved vacation on one of the item's days. */
  z.object({
    kind: z.literal('vacation'),
    vacationRequestId: ZId,
    startDate: ZDate,
    endDate: ZDate,
    paid: z.boolean(),
  }),
  /** A working-time rule the booking would break (working-time.ts): the breach, its `shiftIds`
   *  the person's jobs involved, and those jobs (a crew item over several days also counts its
   *  own other days, which have no job yet and are not listed). */
  /** A training the item's function requires that the person does not hold valid on all its
   *  days: not done (`expiresOn` null), or done but expiring before the item's last day. */
  z.object({
    kind: z.literal('training'),
    training: ZNamedRef,
    expiresOn: ZDate.nullable(),
  }),
  z.object({
    kind: z.literal('workingTime'),
    breach: ZWorkingTimeBreach,
    shifts: z.array(ZBookedShift),
  }),
]);
export type TBookingConflict = z.infer<typeof ZBookingConflict>;
