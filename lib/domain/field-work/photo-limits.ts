// What a crew photo may be, as plain constants (no zod): the browser checks a file before
// uploading it, and photos.ts and the backend check it again.
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an uploaded image may have (either way round): about 67 megapixels. */
export const IMAGE_MAX_SIZE = { width: 8192, height: 8192 } as const;
/** Photos one person may upload to one crew (a crew works one day). */
export const PHOTOS_PER_CREW_DAY = 40;
/** Photos one person may upload per minute. */
export const PHOTOS_PER_MINUTE = 10;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoType = (typeof PHOTO_TYPES)[number];
