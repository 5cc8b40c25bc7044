// Profile pictures (rules §7 persons/{id}/profilePictures, §4 "uploaded profile photos await
// approval") and the public profile that shows the approved one.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZNamedRef, ZTimestamp } from '../response-parts';
import { PROFILE_PICTURE_TYPES } from './picture-limits';

export const PROFILE_PICTURE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZProfilePictureStatus = z.enum(PROFILE_PICTURE_STATUSES);

export const ZProfilePicture = z.object({
  id: ZId,
  personId: ZId,
  personName: z.string(),
  status: ZProfilePictureStatus,
  mimeType: z.enum(PROFILE_PICTURE_TYPES),
  sizeBytes: z.number().int().positive(),
  createdAt: ZTimestamp,
  reviewedAt: ZTimestamp.nullable(),
  /** This is the person's picture now (the newest approved one). */
  current: z.boolean(),
});
export type TProfilePicture = z.infer<typeof ZProfilePicture>;

export const ZPictureParams = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
  pictureId: z.coerce.number().int().positive().max(2147483647),
});

/** What anyone signed in may see of a person: nothing private. */
export const ZPublicProfile = z.object({
  id: ZId,
  name: z.string(),
  /** The approved picture, if any: persons/{id}/profilePictures/{pictureId}/file. */
  pictureId: ZId.nullable(),
  functions: z.array(ZNamedRef),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
