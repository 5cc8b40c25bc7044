// One canonical form of a request path, so that access rules cannot be side-stepped with
// encodings, dot segments, doubled or trailing slashes, or letter case.

const MAX_DECODE_ROUNDS = 3;

/** Decodes percent-encoding until stable (double-encoded `%252e` included); bad escapes stay as they are. */
function decodeFully(value: string): string {
  let current = value;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The path as segments after decoding, with `\` read as `/` (as browsers do), empty and `.`
 * segments dropped and `..` resolved. Case is kept: callers match on `canonicalPath`.
 */
export function pathSegments(pathname: string): string[] {
  const decoded = decodeFully(pathname).replace(/\\/g, '/');
  const out: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/** Lower-cased canonical path for matching, e.g. `/PROJECTS//1/` → `/projects/1`. */
export function canonicalPath(pathname: string): string {
  return `/${pathSegments(pathname).join('/')}`.toLowerCase();
}

/** Canonical path with its case kept and each segment re-encoded: safe to put in a URL. */
export function safePath(pathname: string): string {
  return `/${pathSegments(pathname).map(encodeURIComponent).join('/')}`;
}

/**
 * A `next=` target the login page may send the user to: a same-origin path (with its query)
 * or `/`. Anything that could leave the site (`//host`, `https:`, `\\host`) becomes `/`.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://same.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://same.invalid') return '/';
  return `${safePath(url.pathname)}${url.search}`;
}
