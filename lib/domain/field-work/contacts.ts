// Who to call about a crew (rules §2 contact pages): crew chief, contact on site, project
// manager and the crew members.
import { z } from 'zod';
import { ZId } from '../primitives';

export const ZCrewContact = z.object({
  personId: ZId,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Their function in this crew; null for someone without a job in it. */
  function: z.string().nullable(),
});
export type TCrewContact = z.infer<typeof ZCrewContact>;

export const ZCrewContacts = z.object({
  crewChief: ZCrewContact.nullable(),
  contactOnSite: ZCrewContact.nullable(),
  projectManager: ZCrewContact.nullable(),
  members: z.array(ZCrewContact),
});
export type TCrewContacts = z.infer<typeof ZCrewContacts>;
