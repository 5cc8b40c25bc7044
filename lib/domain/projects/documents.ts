// A project's documents and attachments (right projectAttachments). Uploaded files await a
// planner's approval (rules §4).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';
import { PROJECT_DOCUMENT_KINDS, PROJECT_DOCUMENT_MAX_BYTES } from './document-limits';

export const PROJECT_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZProjectDocumentStatus = z.enum(PROJECT_DOCUMENT_STATUSES);
export const ZProjectDocumentKind = z.enum(PROJECT_DOCUMENT_KINDS);

/** The text fields of the multipart upload (the file itself is checked by the service). */
export const ZProjectDocumentUploadFields = z.object({ kind: ZProjectDocumentKind.default('attachment') });

export const ZProjectDocument = z.object({
  id: ZId,
  projectId: ZId,
  kind: ZProjectDocumentKind,
  fileName: z.string(),
  /** Read from the file's first bytes: one of PROJECT_DOCUMENT_TYPES. */
  mimeType: z.string(),
  sizeBytes: z.number().int().positive().max(PROJECT_DOCUMENT_MAX_BYTES),
  status: ZProjectDocumentStatus,
  uploadedBy: z.string().nullable(),
  createdAt: ZTimestamp,
  reviewedAt: ZTimestamp.nullable(),
});
export type TProjectDocument = z.infer<typeof ZProjectDocument>;
