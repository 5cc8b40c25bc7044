// Who else is here: the staff who have the same project page, or the planner board, open. A page
// says it is open every PRESENCE_BEAT_MS and answers with the others there; someone not heard of
// for PRESENCE_FRESH_MS has left (a closed laptop says nothing).
import { z } from 'zod';
import { ZPersonRef } from '../response-parts';

export { PRESENCE_BEAT_MS, PRESENCE_FRESH_MS } from './presence-beat';

export const ZPresence = z.object({
  /** The others who have the place open, by name; never the caller. */
  others: z.array(ZPersonRef),
});
export type TPresence = z.infer<typeof ZPresence>;
