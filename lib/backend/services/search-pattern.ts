// Free-text search in lists: the user's words match anywhere, with LIKE's own characters taken literally.

/** `50%_off` → `%50\%\_off%` for ILIKE. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
