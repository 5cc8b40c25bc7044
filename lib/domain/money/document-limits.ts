// What a receipt's file may be and which activities a record keeps, as plain constants (no zod):
// the upload checks a file before sending it, and the server checks it again.
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_KINDS = ['upload', 'invoicePdf'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

export const ACTIVITY_KINDS = [
  'created',
  'updated',
  'status',
  'document',
  'documentRemoved',
  'copied',
  'copiedTo',
  'sent',
  'note',
] as const;
export type TActivityKind = (typeof ACTIVITY_KINDS)[number];
