// Background work that gave up after its last attempt (a mail that could not be delivered, a
// push message a browser's service refused): kept with its reason for the tenant's planners.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';

/** What the job was for: a mail, the mail of a password reset, or a push message. */
export const FAILED_JOB_KINDS = ['mail', 'passwordReset', 'push', 'other'] as const;
export type TFailedJobKind = (typeof FAILED_JOB_KINDS)[number];

export const ZFailedJob = z.object({
  id: ZId,
  kind: z.enum(FAILED_JOB_KINDS),
  /** A mail's recipient and subject; null for other kinds. */
  mail: z.object({ to: z.string(), subject: z.string() }).nullable(),
  attempts: z.number().int().nonnegative(),
  /** The error of the last attempt, as the mail server or push service gave it. */
  reason: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

/** A failed job given one more attempt: when it is due (now). */
export const ZRetriedJob = z.object({ id: ZId, runAt: ZTimestamp });
export type TRetriedJob = z.infer<typeof ZRetriedJob>;
