// The calls around one project besides its own fields: copying it, its to-dos, who to call,
// the project types to choose from.
import { z } from 'zod';
import { ZIsoDate } from '../primitives';
import { ZNamedRef } from '../response-parts';
import { ZCrewContact } from '../field-work/contacts';

/** A copy takes the crews and crew items (no people) and moves them by the new begin date;
 *  without a name it is called "<name> (copy)". */
export const ZProjectCopy = z.strictObject({
  beginDate: ZIsoDate,
  name: z.string().trim().max(200).optional(),
});
export type TProjectCopy = z.infer<typeof ZProjectCopy>;

/** rules §9: a project to-do is due the next day with priority 1; the planners get it. */
export const ZProjectTodoInput = z.strictObject({
  caption: z.string().trim().min(1, 'Enter a caption').max(200),
  body: z.string().trim().max(5000).nullable().optional(),
});
export type TProjectTodoInput = z.infer<typeof ZProjectTodoInput>;

/** Who to call about a project, as a contact: name, phone and email only. */
export const ZProjectContacts = z.object({ projectManager: ZCrewContact.nullable() });
export type TProjectContacts = z.infer<typeof ZProjectContacts>;

/** rules §9: project types are listed 100 at a time. */
export const PROJECT_TYPES_LIMIT = 100;
export const ZProjectTypesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROJECT_TYPES_LIMIT).default(PROJECT_TYPES_LIMIT),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export const ZProjectTypeItem = ZNamedRef;
export type TProjectTypeItem = z.infer<typeof ZProjectTypeItem>;
