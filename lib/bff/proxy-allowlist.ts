import 'server-only';
// Which backend calls each session type may make through the proxy. Pure, so every rule is
// unit-tested; the backend checks rights again on its side. A reduced session's calls are
// those its screens list in the screen registry.
import type { TSessionType } from '../domain/auth';
import { reducedApiAllowed } from '../auth/reduced-api';

export type TProxySession = {
  type: TSessionType;
  project?: { id: number; number: number };
  plusCrew?: { id: number; number: number };
} | null;

type TRule = { methods: 'any' | readonly string[]; path: RegExp };

const READ = ['GET', 'HEAD'] as const;

/** Public screens (version, forgotten password, tenant look) work before any login. */
const PUBLIC: readonly TRule[] = [
  { methods: READ, path: /^\/(tenant|status|version)$/ },
  { methods: ['POST'], path: /^\/forgottenPassword(\/[^/]+)?$/ },
];

/** Every session reads its own rights, like the session route does at login. */
const ANY_SESSION: readonly TRule[] = [{ methods: READ, path: /^\/(userRights|mailboxUserRights)$/ }];

/**
 * Token endpoints answer with a token: the browser must never reach them. Nor the integrators'
 * API reference and its document: those are for the backend's internal port, not the public app.
 */
const NEVER = /^\/(auth(\/|$)|docs$|openapi\.json$)/;

const matches = (rules: readonly TRule[], method: string, path: string) =>
  rules.some((r) => (r.methods === 'any' || r.methods.includes(method)) && r.path.test(path));

/**
 * The upstream path as clean segments, from the raw (still encoded) path after /api/v1.
 * Null when a segment would change meaning once decoded: `..`, `.`, an encoded slash, a
 * backslash, an empty segment or a bad escape. The proxy answers those with 400.
 */
export function parseProxyPath(rawPath: string): string[] | null {
  const parts = rawPath.replace(/^\/+/, '').split('/');
  if (parts.length === 1 && parts[0] === '') return null;
  const segments: string[] = [];
  for (const part of parts) {
    let s: string;
    try {
      s = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s)) return null;
    segments.push(s);
  }
  return segments;
}

/** The path to forward: each clean segment encoded again. */
export const upstreamPath = (segments: readonly string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

export function isProxyAllowed(method: string, segments: readonly string[], session: TProxySession): boolean {
  const m = method.toUpperCase();
  const path = `/${segments.join('/')}`;
  if (NEVER.test(path)) return false;
  if (matches(PUBLIC, m, path)) return true;
  if (!session) return false;
  if (matches(ANY_SESSION, m, path)) return true;
  if (session.type === 'user') return true;
  // Project and plus-crew sessions: the calls of the screens they may open (lib/auth/screens.ts).
  return reducedApiAllowed(m, segments, session);
}
