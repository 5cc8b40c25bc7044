// Reference lists: crew functions, tags and regions of a tenant, and the global countries and
// nationalities.
import { z } from 'zod';
import { optionalText, ZId } from '../primitives';
import { ZNamedRef } from '../response-parts';

export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, 'A two-letter country code');

export const ZFunctionInput = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(100),
  code: optionalText(20),
});
export type TFunctionInput = z.infer<typeof ZFunctionInput>;

/** A crew function: what a person does in a crew (Stagehand, Rigger, …). */
export const ZFunction = z.object({ id: ZId, name: z.string(), code: z.string().nullable() });
export type TFunction = z.infer<typeof ZFunction>;

export const ZTag = ZNamedRef;
export type TTag = z.infer<typeof ZTag>;
export const ZRegion = ZNamedRef;
export type TRegion = z.infer<typeof ZRegion>;

/** A country or a nationality: ISO code and English name. */
export const ZCountry = z.object({ code: z.string().length(2), name: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZNationality = ZCountry;
export type TNationality = z.infer<typeof ZNationality>;
