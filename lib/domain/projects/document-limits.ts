// What a project document may be, as plain constants (no zod): the browser checks a file
// before uploading it, and the backend checks it again from the file's own bytes.
export const PROJECT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A project keeps at most this many files: enough for any event, small enough to list. */
export const PROJECT_DOCUMENT_MAX_COUNT = 200;
export const PROJECT_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type TProjectDocumentType = (typeof PROJECT_DOCUMENT_TYPES)[number];
export const PROJECT_DOCUMENT_EXTENSIONS: Record<TProjectDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
export const PROJECT_DOCUMENT_KINDS = ['document', 'attachment'] as const;
export type TProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number];

/** Logos go into the report PDF too, which embeds PNG and JPEG. */
export const PROJECT_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PROJECT_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
