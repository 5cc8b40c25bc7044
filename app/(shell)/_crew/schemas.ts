// The shapes the job and crew screens read from the backend, validated at the boundary so the
// screens never depend on the wire format (field-work routes answer `z.any()` in their docs).
import { z } from 'zod';

export const ZContact = z.object({
  personId: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  function: z.string().nullable(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZContacts = z.object({
  crewChief: ZContact.nullable(),
  contactOnSite: ZContact.nullable(),
  projectManager: ZContact.nullable(),
  members: z.array(ZContact),
});
export type TContacts = z.infer<typeof ZContacts>;

export const ZLiveLocation = z.object({
  personId: z.number(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  recordedAt: z.string(),
});
export type TLiveLocation = z.infer<typeof ZLiveLocation>;

export const ZRating = z.object({
  personId: z.number(),
  name: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  ratedByName: z.string(),
  updatedAt: z.string(),
});
export type TRating = z.infer<typeof ZRating>;

export const ZDayMember = z.object({
  assignmentId: z.number(),
  personId: z.number(),
  name: z.string(),
  function: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  check: z.object({ checkInAt: z.string(), checkOutAt: z.string().nullable() }).nullable(),
});
export type TDayMember = z.infer<typeof ZDayMember>;

export const ZDigitalConfirmation = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  comment: z.string().nullable(),
  confirmedAt: z.string(),
});
export type TDigitalConfirmation = z.infer<typeof ZDigitalConfirmation>;

export const ZCrewDocument = z.object({
  kind: z.enum(['deliveryNote', 'crewChiefSheet']),
  date: z.string(),
  status: z.enum(['draft', 'released', 'signed']),
  lines: z.array(z.object({ personId: z.number() })),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
});
export type TCrewDocument = z.infer<typeof ZCrewDocument>;

export const ZFormRef = z.object({ id: z.number(), name: z.string(), kind: z.string() });

export const ZLocation = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  countryCode: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  notes: z.string().nullable().optional(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZPersonMapService = z.object({ mapService: z.string().nullable().optional() });
