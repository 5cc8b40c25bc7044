// Delivery notes and crew chief sheets (rules "On the day"): drafted from the day's
// hours, released, signed once on the device (which makes the PDF) and mailed.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../primitives';
import { ZDate, ZNumber, ZTimestamp } from '../response-parts';
import { ZActionAt } from './device-input';
import { ZSignature, ZSignerName } from './signature';
import { ZMinutes } from './work-day';

export const CREW_DOCUMENT_KINDS = ['deliveryNote', 'crewChiefSheet'] as const;
export const ZCrewDocumentKind = z.enum(CREW_DOCUMENT_KINDS);
export type TCrewDocumentKind = z.infer<typeof ZCrewDocumentKind>;
/** Their names in the API's own messages and documentation (the screens name them in the reader's language). */
export const DOCUMENT_TITLES: Record<TCrewDocumentKind, string> = {
  deliveryNote: 'Delivery note',
  crewChiefSheet: 'Crew chief sheet',
};
export const CREW_DOCUMENT_STATUSES = ['draft', 'released', 'signed'] as const;

export const ZSignDocumentInput = z.strictObject({
  date: ZIsoDate,
  signerName: ZSignerName,
  signature: ZSignature,
  at: ZActionAt,
});
export const ZReleaseDocumentInput = z.strictObject({ date: ZIsoDate, at: ZActionAt });
export type TReleaseDocumentInput = z.infer<typeof ZReleaseDocumentInput>;
export type TSignDocumentInput = z.infer<typeof ZSignDocumentInput>;

export const ZSendDocumentInput = z.strictObject({
  date: ZIsoDate,
  email: z.email('Enter a valid email address').max(254),
});
export type TSendDocumentInput = z.infer<typeof ZSendDocumentInput>;

/** The crew's paid minutes: absent from a client's answer, which carries charged hours only. */
const ZPaidMinutes = ZMinutes.optional().describe(
  "Minutes the crew is paid for; left out of a client's answer, which carries charged minutes only",
);

export const ZCrewDocumentLine = z.object({
  personId: ZId,
  name: z.string(),
  function: z.string(),
  checkInAt: ZTimestamp.nullable(),
  checkOutAt: ZTimestamp.nullable(),
  /** What the crew is paid; left out for clients, who see charged hours only. */
  paidMinutes: ZPaidMinutes,
  chargedMinutes: ZMinutes,
});
export type TCrewDocumentLine = z.infer<typeof ZCrewDocumentLine>;

export const ZCrewDocument = z.object({
  kind: ZCrewDocumentKind,
  date: ZDate,
  status: z.enum(CREW_DOCUMENT_STATUSES),
  crew: z.object({
    id: ZId,
    name: z.string(),
    projectNumber: ZNumber,
    projectName: z.string(),
    location: z.string().nullable(),
  }),
  lines: z.array(ZCrewDocumentLine),
  totals: z.object({ paidMinutes: ZPaidMinutes, chargedMinutes: ZMinutes }),
  releasedAt: ZTimestamp.nullable(),
  signedAt: ZTimestamp.nullable(),
  signerName: z.string().nullable(),
  sentAt: ZTimestamp.nullable(),
  sentTo: z.string().nullable(),
});
export type TCrewDocument = z.infer<typeof ZCrewDocument>;

/** The answer to mailing a signed document. */
export const ZCrewDocumentSent = z.object({ sentTo: z.string(), sentAt: ZTimestamp, mailId: ZId });
export type TCrewDocumentSent = z.infer<typeof ZCrewDocumentSent>;
