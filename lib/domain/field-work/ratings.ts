// Crew ratings (rules "On the day"): after the job, 1 to 5 per crew member.
import { z } from 'zod';
import { optionalText, ZId } from '../primitives';
import { ZNumber, ZTimestamp } from '../response-parts';

const ZStars = z.number().int().min(1).max(5);

export const ZRatingInput = z.strictObject({ personId: ZId, rating: ZStars, comment: optionalText(500) });
export type TRatingInput = z.infer<typeof ZRatingInput>;

export const ZCrewRating = z.object({
  id: ZId,
  projectCrewId: ZId,
  crewName: z.string(),
  projectNumber: ZNumber,
  projectName: z.string(),
  personId: ZId,
  name: z.string(),
  rating: ZStars,
  comment: z.string().nullable(),
  ratedByPersonId: ZId,
  ratedByName: z.string(),
  /** A crew chief's rating of themself, waiting for a planner's approval. */
  pending: z.boolean(),
  updatedAt: ZTimestamp,
});
export type TCrewRating = z.infer<typeof ZCrewRating>;
