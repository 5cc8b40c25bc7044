// Locations: the places crews work at.
import { z } from 'zod';
import { optionalText, ZId } from '../primitives';
import { ZSearch } from '../query-parts';
import { ZCountryCode } from './reference';

export const ZLocationInput = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(200),
  address: optionalText(300),
  postalCode: optionalText(20),
  city: optionalText(100),
  countryCode: ZCountryCode.nullable().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  notes: optionalText(2000),
});
export type TLocationInput = z.infer<typeof ZLocationInput>;

export const ZLocationSearch = z.object({ search: ZSearch.optional() });

export const ZLocation = z.object({
  id: ZId,
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string().nullable(),
});
export type TLocation = z.infer<typeof ZLocation>;
