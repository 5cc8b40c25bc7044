// Jobs: a crew member's own assignments and vacancy applications (rules §7 jobs).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZPersonRef, ZVersion } from '../response-parts';
import { ZActionAt } from '../field-work/device-input';
import { shiftFields } from './shift';
import { MAX_ROWS, ZAssignmentStatus } from './assignments';
import { APPLICATION_STATUSES, JOB_KINDS, JOB_LISTS } from './statuses';

export const ZJobList = z.enum(JOB_LISTS);
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

export const ZJobsQuery = z.object({ list: ZJobList.default('upcoming') });
export const ZJobQuery = z.object({ kind: z.enum(JOB_KINDS).default('assignment') });

export const ZJob = z.object({
  id: ZId,
  kind: z.enum(JOB_KINDS),
  /** The assignment's version, or the application's: an answer names the one it is based on. */
  version: ZVersion,
  /** The assignment's status, or for kind `application` the vacancy application's. */
  status: z.union([ZAssignmentStatus, ZApplicationStatus]),
  crewItemId: ZId,
  rowNo: z.number().int().min(1).max(MAX_ROWS).nullable(),
  ...shiftFields,
  isCrewChief: z.boolean(),
  crewChief: ZPersonRef.nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobConfirmation = z
  .object({
    accept: z.boolean(),
    reason: z.string().trim().max(500).optional(),
    at: ZActionAt,
  })
  .strict();
export type TJobConfirmation = z.infer<typeof ZJobConfirmation>;
