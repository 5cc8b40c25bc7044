// What a receipt or an invoice keeps beside its items: files (a photo or PDF of the receipt, the
// invoice PDF as it was sent) and activities (what happened to it, and notes).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZCount, ZPersonRef, ZTimestamp } from '../response-parts';
import { ACTIVITY_KINDS, DOCUMENT_KINDS } from './document-limits';

export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export const ZActivityKind = z.enum(ACTIVITY_KINDS);

/** A number in a path: an optional prefix of upper-case letters, digits and hyphens, then digits. */
export const ZDocumentNumber = z
  .string()
  .min(1)
  .max(30)
  .regex(/^[A-Z0-9-]*[0-9]$/);
export const ZNumberParam = z.object({ number: ZDocumentNumber });
export const ZNumberAndFileParam = z.object({
  number: ZDocumentNumber,
  fileId: z.coerce.number().int().positive().max(2147483647),
});

export const ZDocumentFile = z.object({
  id: ZId,
  kind: ZDocumentKind,
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: ZCount,
  uploadedBy: ZPersonRef.nullable(),
  createdAt: ZTimestamp,
});
export type TDocumentFile = z.infer<typeof ZDocumentFile>;

export const ZDocumentActivity = z.object({
  id: ZId,
  kind: ZActivityKind,
  /** What the kind needs to be worded: a status, a file name, a number, an address; or a note's text. */
  detail: z.string().nullable(),
  person: ZPersonRef.nullable(),
  createdAt: ZTimestamp,
});
export type TDocumentActivity = z.infer<typeof ZDocumentActivity>;

export const ZNoteInput = z.strictObject({ body: z.string().trim().min(1).max(2000) });
export type TNoteInput = z.infer<typeof ZNoteInput>;
