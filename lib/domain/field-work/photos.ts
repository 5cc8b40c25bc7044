// Photos of the work, uploaded per crew; each waits for a planner's approval (rules §4).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';
import { PHOTO_MAX_BYTES } from './photo-limits';

export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZPhotoStatus = z.enum(PHOTO_STATUSES);
export type TPhotoStatus = z.infer<typeof ZPhotoStatus>;

export const ZCrewPhoto = z.object({
  id: ZId,
  projectCrewId: ZId,
  fileName: z.string(),
  /** The type read from the file's first bytes: one of PHOTO_TYPES. */
  mimeType: z.string(),
  sizeBytes: z.number().int().positive().max(PHOTO_MAX_BYTES),
  status: ZPhotoStatus,
  uploadedByPersonId: ZId,
  uploadedByName: z.string(),
  createdAt: ZTimestamp,
  reviewedAt: ZTimestamp.nullable(),
});
export type TCrewPhoto = z.infer<typeof ZCrewPhoto>;
