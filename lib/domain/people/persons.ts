// Persons (rules "Person"): profiles, what their owner and planners may change, and
// the shapes lists and profile pages render.
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZQueryId, ZSearch } from '../query-parts';
import { ZContactRef, ZDate, ZVersion } from '../response-parts';
import { ZCountryCode } from '../catalog/reference';
import { MAP_SERVICES } from './map-services';

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
  birthday: ZIsoDate.nullable().optional(),
  contactId: ZId.nullable().optional(),
  regionId: ZId.nullable().optional(),
};
export const PERSON_PLANNER_FIELDS = Object.keys(personPlannerFields) as (keyof typeof personPlannerFields)[];
export const ZPersonUpdate = z.strictObject({ ...personProfileFields, ...personPlannerFields });
export type TPersonUpdate = z.infer<typeof ZPersonUpdate>;

export const ZPersonFilters = z.object({ search: ZSearch.optional(), contactId: ZQueryId.optional() });

export const ZPersonListItem = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  contactId: ZId.nullable(),
  pictureUrl: z.string().nullable(),
});
export type TPersonListItem = z.infer<typeof ZPersonListItem>;

export const ZPerson = ZPersonListItem.extend({
  /** Counted up on every change of the profile: a change names the one it is based on. */
  version: ZVersion,
  birthday: ZDate.nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  nationalityCode: z.string().nullable(),
  timezone: z.string().nullable(),
  mapService: ZMapService,
  regionId: ZId.nullable(),
  contact: ZContactRef.nullable(),
});
export type TPerson = z.infer<typeof ZPerson>;
