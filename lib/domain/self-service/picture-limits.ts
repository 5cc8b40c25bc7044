// What a profile picture may be, as plain constants (no zod): the browser checks a file before
// uploading it, and the backend checks it again.
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
