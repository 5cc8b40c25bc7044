// Check-in and check-out (rules "On the day"): what the device sends, the record it
// makes, and the crew of a day with their checks. Times are ISO instants (UTC).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZDate, ZTime, ZTimestamp } from '../response-parts';
import { ZAccuracy, ZInstant, ZLatitude, ZLongitude } from './device-input';
import { ZMinutes } from './work-day';

/** Offline actions are sent later, but not from too far away in time: at most a day back. */
export const CHECK_MAX_FUTURE_MINUTES = 5;
export const CHECK_MAX_PAST_HOURS = 24;
/** A check that reached the server later than this after its own time is flagged to planners. */
export const LATE_SYNC_MINUTES = 15;

export const ZCheckInput = z.strictObject({
  /** Default: the caller's own job in this crew on that day. */
  assignmentId: ZId.optional(),
  at: ZInstant,
  lat: ZLatitude,
  lng: ZLongitude,
  accuracy: ZAccuracy.nullable().optional(),
  /** The device's id for this action: sending it twice records it once. */
  clientId: z.uuid('Use a UUID'),
});
export type TCheckInput = z.infer<typeof ZCheckInput>;

export const ZCrewCheck = z.object({
  id: ZId,
  assignmentId: ZId,
  personId: ZId,
  /** The date of the check-in in the tenant's time zone. */
  workDate: ZDate,
  checkInAt: ZTimestamp,
  checkInLat: ZLatitude.nullable(),
  checkInLng: ZLongitude.nullable(),
  checkInAccuracy: ZAccuracy.nullable(),
  checkInByPersonId: ZId,
  checkOutAt: ZTimestamp.nullable(),
  checkOutLat: ZLatitude.nullable(),
  checkOutLng: ZLongitude.nullable(),
  checkOutAccuracy: ZAccuracy.nullable(),
  checkOutByPersonId: ZId.nullable(),
  /** When the server got them (null for checks recorded before this was kept). */
  checkInReceivedAt: ZTimestamp.nullable(),
  checkOutReceivedAt: ZTimestamp.nullable(),
  /** The check-in or check-out arrived more than LATE_SYNC_MINUTES after its own time. */
  lateSync: z.boolean(),
  paidMinutes: ZMinutes.nullable(),
  chargedMinutes: ZMinutes.nullable(),
  /** A crew chief's hours for their own job, waiting for a planner's approval. */
  hoursPending: z.boolean(),
});
export type TCrewCheck = z.infer<typeof ZCrewCheck>;

/** One person working in the crew on a day, with their check (if any). */
export const ZCrewDayMember = z.object({
  assignmentId: ZId,
  personId: ZId,
  name: z.string(),
  function: z.string(),
  startTime: ZTime,
  endTime: ZTime,
  check: ZCrewCheck.nullable(),
});
export type TCrewDayMember = z.infer<typeof ZCrewDayMember>;
