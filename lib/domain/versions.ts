// Several planners at once (issue 29): a record people edit carries a version, counted up by the
// database on every change that commits (migration 0029). Its answers send it, in the body and as
// the ETag; a write names the version it was based on in If-Match. A write based on an older one
// is refused with 412 PRECONDITION_FAILED and the current version, who changed it and when; one
// that names none gets 428 PRECONDITION_REQUIRED. `If-Match: *` writes whatever the version (RFC
// 9110 §13.1.1), for an integration that means to. No zod here: the browser reads this file.

export const IF_MATCH_HEADER = 'if-match';

/** The ETag of a version: a strong entity tag, `"3"`. */
export const etagOf = (version: number) => `"${version}"`;

/** What an If-Match header asks for: any version, some versions, or (null) nothing was sent. */
export type TIfMatch = { any: true } | { any: false; versions: number[] } | null;

/**
 * Reads If-Match: `*`, or a list of entity tags (`"3"`, `"3", "4"`). A weak tag never matches
 * (If-Match compares strongly); a bare number is taken as its tag, for hand-written calls.
 */
export function parseIfMatch(header: string | null | undefined): TIfMatch {
  if (header === undefined || header === null || header.trim() === '') return null;
  if (header.trim() === '*') return { any: true };
  const versions = header
    .split(',')
    .map((tag) => tag.trim().match(/^"?(\d{1,9})"?$/)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return { any: false, versions };
}

/** Who changed a record last, and when; what a 412 answer's `details` hold. */
export type TVersionConflict = {
  version: number;
  changedAt: string | null;
  /** Null when the system changed it, or the person is gone. */
  changedBy: { id: number; name: string } | null;
};
