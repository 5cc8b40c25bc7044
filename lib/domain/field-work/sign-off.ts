// Sign-off (rules "On the day"): the crew chief proposes paid and charged hours per
// person and closes the day.
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZDate, ZTimestamp } from '../response-parts';
import { ZActionAt } from './device-input';
import { ZDayMinutes, ZMinutes } from './work-day';

export const ZProposedHoursInput = z.strictObject({
  date: ZIsoDate,
  lines: z
    .array(z.strictObject({ assignmentId: ZId, paidMinutes: ZDayMinutes, chargedMinutes: ZDayMinutes }))
    .min(1)
    .max(500),
});
export type TProposedHoursInput = z.infer<typeof ZProposedHoursInput>;

export const ZSignOffInput = z.strictObject({ date: ZIsoDate, comment: optionalText(1000), at: ZActionAt });
export type TSignOffInput = z.infer<typeof ZSignOffInput>;

export const ZSignOffLine = z.object({
  assignmentId: ZId,
  personId: ZId,
  name: z.string(),
  function: z.string(),
  checkInAt: ZTimestamp.nullable(),
  checkOutAt: ZTimestamp.nullable(),
  /** From the check-in and check-out (rounded, minus the break); null until checked out. */
  suggestedMinutes: ZMinutes.nullable(),
  /** What the crew chief proposed, if anything yet. */
  paidMinutes: ZMinutes.nullable(),
  chargedMinutes: ZMinutes.nullable(),
  /** The crew chief proposed these hours for themself: they wait for a planner's approval. */
  hoursPending: z.boolean(),
  /** The check-in or check-out reached the server late (an offline device): see ZCrewCheck. */
  lateSync: z.boolean(),
});
export type TSignOffLine = z.infer<typeof ZSignOffLine>;

export const ZSignOff = z.object({
  date: ZDate,
  signedOff: z
    .object({ at: ZTimestamp, byPersonId: ZId, byName: z.string(), comment: z.string().nullable() })
    .nullable(),
  lines: z.array(ZSignOffLine),
});
export type TSignOff = z.infer<typeof ZSignOff>;
