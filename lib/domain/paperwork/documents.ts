// Documents to sign (rules §3 "Document", §4, rules "Documents to sign"): a PDF with its
// signatories in an order; each signatory signs with a drawn signature, an optional rating and
// the form fields asked of them. The signed PDF is made when the last signature is in.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZAnswers, ZAnswerValue, ZFormQuestion } from '../field-work/forms';
import { ZSignature, ZSignerName } from '../field-work/signature';
import { ZCount, ZNamedRef, ZNumber, ZPersonRef, ZTimestamp } from '../response-parts';
import { SIGNATORY_STATUSES, SIGNING_ORDERS } from './signing-order';
import { RATING_MAX, RATING_MIN, SIGNATORIES_MAX } from './document-limits';

export * from './document-limits';

export const DOCUMENT_STATUSES = ['pending', 'signed'] as const;
export const ZSigningOrder = z.enum(SIGNING_ORDERS);

export const ZDocumentType = ZNamedRef;
export type TDocumentType = z.infer<typeof ZDocumentType>;

export const ZDocumentSignature = z.object({
  id: ZId,
  label: z.string(),
  signed: z.boolean(),
  signerName: z.string().nullable(),
  signedAt: ZTimestamp.nullable(),
});

export const ZDocumentSignatory = z.object({
  id: ZId,
  position: z.number().int().positive(),
  status: z.enum(SIGNATORY_STATUSES),
  person: ZPersonRef,
  /** The contact (client) the signatory works for, if any. */
  contactNumber: ZNumber.nullable(),
  signatures: z.array(ZDocumentSignature),
  /** What the signatory fills in when signing. */
  fields: z.array(ZFormQuestion),
  formFields: z.record(z.string(), ZAnswerValue).nullable(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
  /** The caller is this signatory. */
  isMe: z.boolean(),
  /** This signatory may sign now (their turn, in the order of the document). */
  canSign: z.boolean(),
});
export type TDocumentSignatory = z.infer<typeof ZDocumentSignatory>;

const documentCore = {
  id: ZId,
  title: z.string(),
  type: ZDocumentType,
  status: z.enum(DOCUMENT_STATUSES),
  signingOrder: ZSigningOrder,
  person: ZPersonRef.nullable(),
  createdAt: ZTimestamp,
  signedAt: ZTimestamp.nullable(),
};

export const ZDocument = z.object({
  ...documentCore,
  /** rules §3: the document's parameters as a JSON string. */
  parameters: z.string(),
  company: ZNamedRef.nullable(),
  contact: z.object({ id: ZId, number: ZNumber, name: z.string() }).nullable(),
  staffContractId: ZId.nullable(),
  fileName: z.string(),
  /** The API path of the signed PDF once it exists (rules §3 signedUrl). */
  signedUrl: z.string().nullable(),
  signatories: z.array(ZDocumentSignatory),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentListItem = z.object({
  ...documentCore,
  signatories: ZCount,
  signedSignatories: ZCount,
  /** The caller's own signatory on it, if any, and whether it is their turn. */
  mySignatoryId: ZId.nullable(),
  myTurn: z.boolean(),
  /** The signatory who is to sign now in "one by one" (none when signed). */
  waitingFor: ZPersonRef.nullable(),
});
export type TDocumentListItem = z.infer<typeof ZDocumentListItem>;

export const ZSignDocumentInput = z.strictObject({
  signerName: ZSignerName,
  signature: ZSignature,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
  formFields: ZAnswers.optional(),
});
export type TSignDocumentInput = z.infer<typeof ZSignDocumentInput>;

const ZSignatoryInput = z.strictObject({
  personId: ZId,
  /** The places this signatory signs; one "Signature" unless told. */
  signatures: z.array(z.string().trim().min(1).max(80)).min(1).max(10).optional(),
  fields: z.array(ZFormQuestion).max(20).optional(),
});

/** The document's description, sent beside the PDF (multipart field `data`, as JSON). */
export const ZCreateDocumentInput = z.strictObject({
  typeId: ZId,
  title: z.string().trim().min(1, 'Enter a title').max(200),
  signingOrder: ZSigningOrder,
  personId: ZId.nullable().optional(),
  companyId: ZId.nullable().optional(),
  contactId: ZId.nullable().optional(),
  staffContractId: ZId.nullable().optional(),
  parameters: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  signatories: z.array(ZSignatoryInput).min(1, 'Add at least one signatory').max(SIGNATORIES_MAX),
});
export type TCreateDocumentInput = z.infer<typeof ZCreateDocumentInput>;

export const ZDocumentListFilters = z.object({
  status: z.enum(DOCUMENT_STATUSES).optional(),
});
