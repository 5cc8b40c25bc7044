// What a crew photo may be, as plain constants (no zod): the browser checks a file before
// uploading it, and photos.ts and the backend check it again.
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoType = (typeof PHOTO_TYPES)[number];
