// Route patterns written as Next writes page folders (`/crews/[id]/check-in`,
// `/forms/[id]/[[...rest]]`), so a registry row and its folder can be compared as text, and
// the matcher comes from the same string. Matching runs on the canonical path (decoded,
// dot segments resolved, lower-cased: normalize-path.ts), so no rule can be side-stepped.
import { pathSegments } from './normalize-path';

export type TPatternSegment =
  /** `value` is lower-cased for matching; `text` is as written, for hrefs. */
  | { kind: 'static'; value: string; text: string }
  /** `[name]`: exactly one segment. */
  | { kind: 'param'; name: string }
  /** `[[...name]]`: zero or more segments; only last. */
  | { kind: 'rest'; name: string };

export type TPattern = { path: string; segments: readonly TPatternSegment[] };

/** Values of `[name]` parameters; `[[...name]]` parameters are left out. */
export type TParams = Record<string, string>;

const PARAM = /^\[([A-Za-z][A-Za-z0-9]*)\]$/;
const REST = /^\[\[\.\.\.([A-Za-z][A-Za-z0-9]*)\]\]$/;

export function parsePattern(path: string): TPattern {
  if (!path.startsWith('/')) throw new Error(`Pattern ${path} must start with /`);
  const parts = path === '/' ? [] : path.slice(1).split('/');
  const segments = parts.map((part, i): TPatternSegment => {
    const rest = REST.exec(part);
    if (rest) {
      if (i !== parts.length - 1) throw new Error(`Pattern ${path}: [[...${rest[1]}]] must come last`);
      return { kind: 'rest', name: rest[1]! };
    }
    const param = PARAM.exec(part);
    if (param) return { kind: 'param', name: param[1]! };
    if (part === '' || /[[\]]/.test(part)) throw new Error(`Pattern ${path}: bad segment "${part}"`);
    return { kind: 'static', value: part.toLowerCase(), text: part };
  });
  return { path, segments };
}

/** The canonical (decoded, lower-cased) segments of a request path. */
export const canonicalSegments = (pathname: string): string[] => pathSegments(pathname).map((s) => s.toLowerCase());

/** The parameters when the canonical segments fit the pattern, else null. */
export function matchPattern(pattern: TPattern, segments: readonly string[]): TParams | null {
  const params: TParams = {};
  for (const [i, part] of pattern.segments.entries()) {
    if (part.kind === 'rest') return params;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.kind === 'static' && segment !== part.value) return null;
    if (part.kind === 'param') params[part.name] = segment;
  }
  return segments.length === pattern.segments.length ? params : null;
}

/** A concrete href from a pattern without a rest part; null when a parameter has no value. */
export function fillPattern(pattern: TPattern, params: Readonly<Record<string, string | number>>): string | null {
  const parts: string[] = [];
  for (const part of pattern.segments) {
    if (part.kind === 'rest') break;
    if (part.kind === 'static') {
      parts.push(part.text);
      continue;
    }
    const value = params[part.name];
    if (value === undefined) return null;
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}
