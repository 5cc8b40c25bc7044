// Contacts, persons, users and crew functions: the shapes the backend validates and the
// web app renders.
import { z } from 'zod';
import { ZLoginType } from './auth';
import { ZDateString, ZId, optionalText } from './projects';

const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, 'A two-letter country code');

export const ZContactInput = z.strictObject({
  number: z.number().int().positive().max(99999999).optional(),
  name: z.string().trim().min(1, 'Enter a name').max(200),
  kind: z.enum(['client', 'supplier']).optional(),
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

export const ZContact = z.object({
  id: z.number(),
  number: z.number(),
  name: z.string(),
  kind: z.enum(['client', 'supplier']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type TContact = z.infer<typeof ZContact>;

export const MAP_SERVICES = ['google', 'apple', 'osm'] as const;
export const ZMapService = z.enum(MAP_SERVICES);

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** What a person may change on their own profile. */
export const personProfileFields = {
  phone: optionalText(50),
  address: optionalText(300),
  postalCode: optionalText(20),
  city: optionalText(100),
  countryCode: ZCountryCode.nullable().optional(),
  nationalityCode: ZCountryCode.nullable().optional(),
  timezone: z.string().max(64).refine(isTimeZone, 'Not a known time zone').nullable().optional(),
  mapService: ZMapService.optional(),
};
/** Fields only planners may change, on anyone. */
export const personPlannerFields = {
  firstName: z.string().trim().min(1, 'Enter a first name').max(100).optional(),
  lastName: z.string().trim().min(1, 'Enter a last name').max(100).optional(),
  email: z.email('Not a valid email address').max(200).nullable().optional(),
  birthday: ZDateString.nullable().optional(),
  contactId: ZId.nullable().optional(),
  regionId: ZId.nullable().optional(),
};
export const PERSON_PLANNER_FIELDS = Object.keys(personPlannerFields) as (keyof typeof personPlannerFields)[];
export const ZPersonUpdate = z.strictObject({ ...personProfileFields, ...personPlannerFields });
export type TPersonUpdate = z.infer<typeof ZPersonUpdate>;

export const ZPersonListItem = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  contactId: z.number().nullable(),
  pictureUrl: z.string().nullable(),
});
export type TPersonListItem = z.infer<typeof ZPersonListItem>;

export const ZPerson = ZPersonListItem.extend({
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  nationalityCode: z.string().nullable(),
  timezone: z.string().nullable(),
  mapService: ZMapService,
  regionId: z.number().nullable(),
  contact: z.object({ id: z.number(), number: z.number(), name: z.string() }).nullable(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(200)
  .regex(/^[a-z0-9._@+-]+$/, 'Use letters, digits and . _ @ + - only');
const ZLoginTypes = z
  .array(ZLoginType)
  .min(1, 'Choose at least one login type')
  .max(6)
  .refine((a) => new Set(a).size === a.length, 'Each login type once');
const ZLanguage = z.enum(['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es']);

export const ZUserCreate = z.strictObject({
  personId: ZId,
  username: ZUsername,
  loginTypes: ZLoginTypes,
  language: ZLanguage.optional(),
});
export type TUserCreate = z.infer<typeof ZUserCreate>;

export const ZUserUpdate = z.strictObject({
  language: ZLanguage.optional(),
  loginTypes: ZLoginTypes.optional(),
  active: z.boolean().optional(),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUser = z.object({
  id: z.number(),
  personId: z.number(),
  personName: z.string(),
  username: z.string(),
  language: z.string(),
  loginTypes: z.array(z.string()),
  active: z.boolean(),
  hasPassword: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZFunctionInput = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(100),
  code: optionalText(20),
});
export type TFunctionInput = z.infer<typeof ZFunctionInput>;
