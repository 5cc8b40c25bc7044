// The crew's day on site (DOMAIN.md "On the day"): the request shapes the backend validates
// and the response shapes the screens render. Times are ISO instants (UTC); a work date is
// the calendar date in the tenant's time zone.
import { z } from 'zod';
import { optionalText, ZDateString, ZId } from './projects';

export const ZLatitude = z.number().min(-90).max(90);
export const ZLongitude = z.number().min(-180).max(180);
export const ZAccuracy = z.number().min(0).max(100000);

/** An ISO-8601 instant with an explicit offset (`Z` or `+02:00`): a device's own clock time. */
export const ZInstant = z.iso.datetime({
  offset: true,
  error: 'Use an ISO date and time with offset, e.g. 2026-06-01T08:00:00Z',
});

/** Offline actions are sent later, but not from too far away in time. */
export const CHECK_MAX_FUTURE_MINUTES = 5;
export const CHECK_MAX_PAST_DAYS = 7;

export const ZCheckInput = z.strictObject({
  /** Default: the caller's own job in this crew on that day. */
  assignmentId: ZId.optional(),
  at: ZInstant,
  lat: ZLatitude,
  lng: ZLongitude,
  accuracy: ZAccuracy.nullable().optional(),
  /** The device's id for this action: sending it twice records it once. */
  clientId: z.uuid('Use a UUID'),
});
export type TCheckInput = z.infer<typeof ZCheckInput>;

export type TCrewCheck = {
  id: number;
  assignmentId: number;
  personId: number;
  workDate: string;
  checkInAt: string;
  checkInLat: number | null;
  checkInLng: number | null;
  checkInAccuracy: number | null;
  checkInByPersonId: number;
  checkOutAt: string | null;
  checkOutLat: number | null;
  checkOutLng: number | null;
  checkOutAccuracy: number | null;
  checkOutByPersonId: number | null;
  paidMinutes: number | null;
  chargedMinutes: number | null;
};

/** One person working in the crew on a day, with their check (if any). */
export type TCrewDayMember = {
  assignmentId: number;
  personId: number;
  name: string;
  function: string;
  startTime: string;
  endTime: string;
  check: TCrewCheck | null;
};

export const MAX_DAY_MINUTES = 1440;
const ZMinutes = z.number().int().min(0).max(MAX_DAY_MINUTES);

export const ZProposedHoursInput = z.strictObject({
  date: ZDateString,
  lines: z
    .array(z.strictObject({ assignmentId: ZId, paidMinutes: ZMinutes, chargedMinutes: ZMinutes }))
    .min(1)
    .max(500),
});
export type TProposedHoursInput = z.infer<typeof ZProposedHoursInput>;

export const ZSignOffInput = z.strictObject({ date: ZDateString, comment: optionalText(1000) });
export type TSignOffInput = z.infer<typeof ZSignOffInput>;

export type TSignOffLine = {
  assignmentId: number;
  personId: number;
  name: string;
  function: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  /** From the check-in and check-out (rounded, minus the break); null until checked out. */
  suggestedMinutes: number | null;
  /** What the crew chief proposed, if anything yet. */
  paidMinutes: number | null;
  chargedMinutes: number | null;
};

export type TSignOff = {
  date: string;
  signedOff: { at: string; byPersonId: number; byName: string; comment: string | null } | null;
  lines: TSignOffLine[];
};

export const CREW_DOCUMENT_KINDS = ['deliveryNote', 'crewChiefSheet'] as const;
export type TCrewDocumentKind = (typeof CREW_DOCUMENT_KINDS)[number];

export const ZDateInput = z.strictObject({ date: ZDateString });
export const ZDateQuery = z.object({ date: ZDateString.optional() });

/** A drawn signature: a PNG data URL, at most 600 KB of image. */
export const SIGNATURE_MAX_BYTES = 600 * 1024;
export const ZSignature = z
  .string()
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, 'The signature image is too large (at most 600 KB)')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Send the signature as a PNG data URL');
export const ZSignerName = z.string().trim().min(1, 'Enter the name of the signer').max(120);

export const ZSignDocumentInput = z.strictObject({ date: ZDateString, signerName: ZSignerName, signature: ZSignature });
export type TSignDocumentInput = z.infer<typeof ZSignDocumentInput>;

export const ZSendDocumentInput = z.strictObject({
  date: ZDateString,
  email: z.email('Enter a valid email address').max(254),
});
export type TSendDocumentInput = z.infer<typeof ZSendDocumentInput>;

export type TCrewDocumentLine = {
  personId: number;
  name: string;
  function: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  paidMinutes: number;
  chargedMinutes: number;
};

export type TCrewDocument = {
  kind: TCrewDocumentKind;
  date: string;
  status: 'draft' | 'released' | 'signed';
  crew: { id: number; name: string; projectNumber: number; projectName: string; location: string | null };
  lines: TCrewDocumentLine[];
  totals: { paidMinutes: number; chargedMinutes: number };
  releasedAt: string | null;
  signedAt: string | null;
  signerName: string | null;
  sentAt: string | null;
  sentTo: string | null;
};

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoType = (typeof PHOTO_TYPES)[number];
export type TPhotoStatus = 'pending' | 'approved' | 'rejected';

export type TCrewPhoto = {
  id: number;
  projectCrewId: number;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  status: TPhotoStatus;
  uploadedByPersonId: number;
  uploadedByName: string;
  createdAt: string;
  reviewedAt: string | null;
};

export const FORM_KINDS = ['securityCheck', 'questionnaire'] as const;
export type TFormKind = (typeof FORM_KINDS)[number];
export const QUESTION_TYPES = ['yesNo', 'text', 'number', 'choice'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];
export type TFormQuestion = { id: string; label: string; type: TQuestionType; options?: string[]; required: boolean };
export type TForm = { id: number; name: string; kind: TFormKind; questions: TFormQuestion[] };

export type TAnswerValue = string | number | boolean;
export const ZAnswers = z
  .record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number().finite(), z.boolean()]))
  .refine((a) => Object.keys(a).length <= 200, 'Too many answers');

export const ZShift = z.string().trim().min(1, 'Enter the shift').max(40);

export const ZSecurityCheckInput = z.strictObject({
  formId: ZId,
  date: ZDateString,
  shift: ZShift,
  answers: ZAnswers,
  signerName: ZSignerName,
  signature: ZSignature,
});
export type TSecurityCheckInput = z.infer<typeof ZSecurityCheckInput>;

export type TFormResult = {
  id: number;
  formId: number;
  projectCrewId: number | null;
  personId: number;
  workDate: string | null;
  shift: string | null;
  answers: Record<string, TAnswerValue>;
  signerName: string | null;
  signedAt: string | null;
  createdAt: string;
};

export const ZLiveLocationInput = z.strictObject({
  lat: ZLatitude,
  lng: ZLongitude,
  accuracy: ZAccuracy.nullable().optional(),
});
export type TLiveLocationInput = z.infer<typeof ZLiveLocationInput>;
export type TLiveLocation = {
  personId: number;
  name: string;
  lat: number;
  lng: number;
  accuracy: number | null;
  recordedAt: string;
};

export const ZRatingInput = z.strictObject({
  personId: ZId,
  rating: z.number().int().min(1).max(5),
  comment: optionalText(500),
});
export type TRatingInput = z.infer<typeof ZRatingInput>;
export type TCrewRating = {
  id: number;
  projectCrewId: number;
  crewName: string;
  projectNumber: number;
  projectName: string;
  personId: number;
  name: string;
  rating: number;
  comment: string | null;
  ratedByPersonId: number;
  ratedByName: string;
  updatedAt: string;
};

export const ZDigitalConfirmInput = z.strictObject({
  date: ZDateString,
  name: ZSignerName,
  comment: optionalText(1000),
});
export type TDigitalConfirmInput = z.infer<typeof ZDigitalConfirmInput>;
export type TDigitalConfirmation = {
  id: number;
  date: string;
  name: string;
  comment: string | null;
  confirmedByPersonId: number | null;
  confirmedAt: string;
};

export type TCrewContact = {
  personId: number;
  name: string;
  phone: string | null;
  email: string | null;
  function: string | null;
};
export type TCrewContacts = {
  crewChief: TCrewContact | null;
  contactOnSite: TCrewContact | null;
  projectManager: TCrewContact | null;
  members: TCrewContact[];
};
