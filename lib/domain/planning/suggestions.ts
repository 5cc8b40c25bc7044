// Suggested crew for an open row of a crew item (GET /projectCrewItems/{id}/suggestions,
// planners): the people who fit and are free, best first, each with the facts that make them a
// suggestion. The rule itself is crew-suggestions.ts.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZDate, ZNamedRef } from '../response-parts';
import { SUGGESTION_LIMIT } from './crew-suggestions';

export const ZSuggestionQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(SUGGESTION_LIMIT),
});

/** One suggested person and why: the function fits and nothing stands against them (always, or
 *  they would not be here), their rating and the hours they already have that week. */
export const ZCrewSuggestion = z.object({
  id: ZId,
  name: z.string(),
  /** Average of their approved ratings (1 to 5); null when never rated. */
  rating: z.number().min(1).max(5).nullable(),
  ratingCount: z.number().int().nonnegative(),
  /** Paid minutes of confirmed shifts in `week`. */
  plannedMinutes: z.number().int().nonnegative(),
});
export type TCrewSuggestion = z.infer<typeof ZCrewSuggestion>;

export const ZCrewSuggestions = z.object({
  crewItemId: ZId,
  /** The function every suggested person has. */
  function: ZNamedRef,
  /** The days the item is worked: every suggested person is free on all of them. */
  days: z.number().int().positive(),
  /** Rows still without a person; with none, nobody is suggested. */
  openRows: z.number().int().nonnegative(),
  /** The ISO week of the item's first day, in which planned hours are counted. */
  week: z.object({ year: z.number().int(), number: z.number().int().min(1).max(53), from: ZDate, to: ZDate }),
  people: z.array(ZCrewSuggestion),
});
export type TCrewSuggestions = z.infer<typeof ZCrewSuggestions>;
