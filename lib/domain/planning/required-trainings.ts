// The trainings each function requires (rules of issue 30: a person booked on a crew item must
// hold them, done and valid until the item's last day; training-rules.ts validThrough): planners
// keep the list per function in the company settings; every assignment path checks it
// (services/planning/bookings.ts).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZNamedRef } from '../response-parts';

/** The settings' view: every function with the trainings it requires, and the trainings to choose from. */
export const ZRequiredTrainings = z.object({
  functions: z.array(ZNamedRef.extend({ trainings: z.array(ZNamedRef) })),
  trainings: z.array(ZNamedRef),
});
export type TRequiredTrainings = z.infer<typeof ZRequiredTrainings>;

/** PUT /functions/{id}/requiredTrainings: the whole list for one function (empty: none). */
export const ZRequiredTrainingsUpdate = z.strictObject({
  trainingIds: z.array(ZId).max(100),
});
export type TRequiredTrainingsUpdate = z.infer<typeof ZRequiredTrainingsUpdate>;
