// /trainings (rules §2, right `training`): the courses a person must follow.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZDate } from '../response-parts';
import { TRAINING_STATUSES } from './training-rules';

export const ZTrainingFilters = z.object({ personId: ZQueryId.optional() });

export const ZPersonTraining = z.object({
  id: ZId,
  training: z.object({ id: ZId, name: z.string(), description: z.string().nullable() }),
  status: z.enum(TRAINING_STATUSES),
  plannedOn: ZDate.nullable(),
  completedOn: ZDate.nullable(),
  expiresOn: ZDate.nullable(),
  /** Its expiry lies within 30 days from today. */
  expiresSoon: z.boolean(),
});
export type TPersonTraining = z.infer<typeof ZPersonTraining>;
