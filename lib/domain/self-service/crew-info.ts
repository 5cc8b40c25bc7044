// /crew-info (rules §2, right `crewInfo`; GET crewInfo): the company's information for crew,
// kept per tenant in its own words: house rules, contacts, what to bring.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';

export const CREW_INFO_KINDS = ['rules', 'contacts', 'bring', 'other'] as const;
export const MAX_CREW_INFO_SECTIONS = 30;

export const ZCrewInfoSectionInput = z.strictObject({
  kind: z.enum(CREW_INFO_KINDS),
  title: z.string().trim().min(1, 'Enter a title').max(120),
  body: z.string().trim().min(1, 'Enter the text').max(5000),
});

/** Planners replace the whole page at once, in the order given. */
export const ZCrewInfoUpdate = z
  .strictObject({
    sections: z.array(ZCrewInfoSectionInput).max(MAX_CREW_INFO_SECTIONS),
  })
  .meta({
    example: { sections: [{ kind: 'rules', title: 'House rules', body: 'Be on site 15 minutes early.' }] },
  });
export type TCrewInfoUpdate = z.infer<typeof ZCrewInfoUpdate>;

export const ZCrewInfoSection = z.object({
  id: ZId,
  kind: z.enum(CREW_INFO_KINDS),
  title: z.string(),
  body: z.string(),
});

export const ZCrewInfo = z.object({
  sections: z.array(ZCrewInfoSection),
  updatedAt: ZTimestamp.nullable(),
});
export type TCrewInfo = z.infer<typeof ZCrewInfo>;
