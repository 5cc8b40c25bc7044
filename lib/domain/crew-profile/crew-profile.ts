// A crew member's profile for planners (rules §2 /crew-profile/{personId}, §7 crewMember/{id}
// crewFunctions, crewTags, documentBasedSkills and persons/{id}/profileAccess).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZNamedRef, ZTimestamp } from '../response-parts';

/** A signed document about the person that shows a skill (a certificate, a licence). */
export const ZDocumentSkill = z.object({
  documentId: ZId,
  type: z.string(),
  title: z.string(),
  signedAt: ZTimestamp,
});
export type TDocumentSkill = z.infer<typeof ZDocumentSkill>;

/** Who the person is and how to reach them. */
export const ZProfileAccess = z.object({
  personId: ZId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  pictureUrl: z.string().nullable(),
});
export type TProfileAccess = z.infer<typeof ZProfileAccess>;

export const ZNamedList = z.array(ZNamedRef);
