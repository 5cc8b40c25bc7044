// Staffing a project's crew items: the items with the status actions a caller may take, the
// people a planner may request for a row (with the markers of rules §4), and a client's
// "ask for crew" (the assignment state clientRequested).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZSearch } from '../query-parts';
import { crewItemChangeFields, ZCrewItem, ZCrewItemAction } from './crew-items';
import { refineRange } from './date-range';

/** A crew item on the project page: the item and the status actions this caller may take. */
export const ZProjectCrewItem = ZCrewItem.extend({ allowedActions: z.array(ZCrewItemAction) });
export type TProjectCrewItem = z.infer<typeof ZProjectCrewItem>;

/** POST /projectCrewItems/{id}/update: the fields to change, at least one. */
export const ZCrewItemChange = z
  .object(crewItemChangeFields)
  .strict()
  .superRefine(refineRange)
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field' });
export type TCrewItemChange = z.infer<typeof ZCrewItemChange>;

export const CANDIDATE_LIMIT = 30;
export const ZCandidateQuery = z.object({
  search: ZSearch.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CANDIDATE_LIMIT),
});

/**
 * A person a planner may request for the item. `booked`: confirmed on an overlapping job (a
 * request would be a double booking); `blocked`: a blocked date or approved vacation on one of its days.
 */
export const ZCandidate = z.object({
  id: ZId,
  name: z.string(),
  hasFunction: z.boolean(),
  onItem: z.boolean(),
  booked: z.boolean(),
  blocked: z.boolean(),
});
export type TCandidate = z.infer<typeof ZCandidate>;

/** A client asks for one of the people who worked for them before. */
export const ZClientRequestInput = z.object({ personId: ZId }).strict();
export type TClientRequestInput = z.infer<typeof ZClientRequestInput>;

export const ZRegularCrewQuery = z.object({ search: ZSearch.optional() });
