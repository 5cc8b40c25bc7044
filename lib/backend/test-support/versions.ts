// For a test whose subject is not concurrency: a write to a versioned record whatever its version
// (If-Match: *, lib/domain/versions.ts). The tests of versions send the real ones.
export const ANY_VERSION = { 'if-match': '*' } as const;

/** The If-Match header a test of versions sends: none when `ifMatch` is undefined (a 428). */
export const versionOf = (ifMatch?: string): Record<string, string> =>
  ifMatch === undefined ? {} : { 'if-match': ifMatch };
