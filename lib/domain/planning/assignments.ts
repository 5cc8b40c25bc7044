// Assignments: a person on a row of a crew item (rules "Assignment"), and the double
// bookings a planner is warned about.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZDate, ZNamedRef, ZProjectRef, ZTimestamp, ZVersion } from '../response-parts';
import { ASSIGNMENT_STATUSES, PLANNER_ASSIGNMENT_STATUSES } from './statuses';

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

/** One entry of a 409 DOUBLE_BOOKING answer's `details`. */
export const ZBookingConflict = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('assignment'),
    assignmentId: ZId,
    crewItemId: ZId,
    status: ZAssignmentStatus,
    project: ZProjectRef,
    crew: ZNamedRef,
    function: ZNamedRef,
    startsAt: ZTimestamp,
    endsAt: ZTimestamp,
  }),
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
]);
export type TBookingConflict = z.infer<typeof ZBookingConflict>;
