// Vacancies (rules "Vacancy"): open rows of a crew item published to crew. A crew member
// whose functions fit applies and may withdraw until a planner confirms; planners accept
// (which books the person, under the double-booking rule) or reject.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZCount, ZPersonRef, ZTimestamp, ZVersion } from '../response-parts';
import { APPLICATION_STATUSES } from '../planning/statuses';
import { shiftFields } from '../planning/shift';

const vacancyFields = {
  /** The crew item's id: the vacancy is the item's open rows. */
  id: ZId,
  ...shiftFields,
  rows: ZCount,
  /** Rows without a person (not counting cancelled ones). */
  openRows: ZCount,
};

/** A vacancy as a crew member sees it, with their own application if they applied. */
export const ZVacancy = z.object({
  ...vacancyFields,
  application: z.object({ id: ZId, status: z.enum(APPLICATION_STATUSES), appliedAt: ZTimestamp }).nullable(),
});
export type TVacancy = z.infer<typeof ZVacancy>;

export const ZVacancyApplicant = z.object({
  applicationId: ZId,
  /** The application's version, which an answer to it names (If-Match). */
  version: ZVersion,
  person: ZPersonRef,
  appliedAt: ZTimestamp,
});
export type TVacancyApplicant = z.infer<typeof ZVacancyApplicant>;

/** A vacancy as planners see it: with the applications still waiting for an answer. */
export const ZProjectVacancy = z.object({ ...vacancyFields, applicants: z.array(ZVacancyApplicant) });
export type TProjectVacancy = z.infer<typeof ZProjectVacancy>;

export const ZVacancyAcceptInput = z.strictObject({
  /** The planner's second confirmation after a DOUBLE_BOOKING answer. */
  confirmDoubleBooking: z.boolean().optional(),
});
export type TVacancyAcceptInput = z.infer<typeof ZVacancyAcceptInput>;

export const ZVacancyApplication = z.object({
  id: ZId,
  version: ZVersion,
  crewItemId: ZId,
  personId: ZId,
  status: z.enum(APPLICATION_STATUSES),
  /** The assignment an accepted application became. */
  assignmentId: ZId.nullable(),
});
export type TVacancyApplication = z.infer<typeof ZVacancyApplication>;
