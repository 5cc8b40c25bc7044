// What a crew photo may be, as plain constants (no zod): the browser checks a file before
// uploading it, and photos.ts and the backend check it again.
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest photo a phone takes on: it is scaled and re-encoded on the device before it goes
 * (PHOTO_LONG_SIDE), so what is sent stays far below PHOTO_MAX_BYTES.
 */
export const PHOTO_SOURCE_MAX_BYTES = 50 * 1024 * 1024;
/** The long side, in pixels, that a photo is scaled down to on the device before it is sent. */
export const PHOTO_LONG_SIDE = 2048;
/** The most pixels an uploaded image may have (either way round): about 67 megapixels. */
export const IMAGE_MAX_SIZE = { width: 8192, height: 8192 } as const;
/** Photos one person may upload to one crew (a crew works one day). */
export const PHOTOS_PER_CREW_DAY = 40;
/** Photos one person may upload per minute. */
export const PHOTOS_PER_MINUTE = 10;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoType = (typeof PHOTO_TYPES)[number];

/** The size a photo of width × height is sent at: the same, or scaled down to the long side. */
export function scaledPhotoSize(width: number, height: number, longSide: number = PHOTO_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
