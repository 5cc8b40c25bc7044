// Contacts: client and supplier organisations (rules "Contact").
import { z } from 'zod';
import { optionalText, ZId } from '../primitives';
import { ZSearch } from '../query-parts';
import { ZNumber, ZVersion } from '../response-parts';
import { ZCountryCode } from '../catalog/reference';

export const CONTACT_KINDS = ['client', 'supplier'] as const;
export const ZContactKind = z.enum(CONTACT_KINDS);

export const ZContactInput = z.strictObject({
  number: z.number().int().positive().max(99999999).optional(),
  name: z.string().trim().min(1, 'Enter a name').max(200),
  kind: ZContactKind.optional(),
  email: z.email('Not a valid email address').max(200).nullable().optional(),
  phone: optionalText(50),
  address: optionalText(300),
  postalCode: optionalText(20),
  city: optionalText(100),
  countryCode: ZCountryCode.nullable().optional(),
});
export type TContactInput = z.infer<typeof ZContactInput>;
export const ZContactUpdate = ZContactInput.partial();
export type TContactUpdate = z.infer<typeof ZContactUpdate>;

export const ZContactSearch = z.object({ search: ZSearch.optional() });

export const ZContact = z.object({
  id: ZId,
  version: ZVersion,
  number: ZNumber,
  name: z.string(),
  kind: ZContactKind,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type TContact = z.infer<typeof ZContact>;
