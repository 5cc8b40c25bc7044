// The /api/v1 calls a screen makes through the proxy, as its registry row lists them for
// project and plus-crew sessions. The proxy cannot know which page a call comes from, so a
// reduced session may make any call of any screen it may open.

import type { TEndpoint } from '../domain/endpoint';

export type TApiCall = {
  methods: 'any' | readonly string[];
  /**
   * Upstream path after /api/v1, matched case-sensitively on decoded segments:
   * `{id}` is any numeric id, `{sessionProjectId}` / `{sessionPlusCrewId}` only the session's
   * own project / plus crew, and a last `**` stands for nothing or anything below.
   */
  path: string;
};

const READ_METHODS = ['GET', 'HEAD'] as const;
const read = (path: string): TApiCall => ({ methods: READ_METHODS, path });
/** Every call under `path` (a last `**`), whatever its method. */
export const anyMethod = (path: string): TApiCall => ({ methods: 'any', path });

/**
 * The call of an operation's `endpoint` (a GET also allows HEAD). With `own`, its `{id}` is the
 * session's own project only: `callOf(projectsEndpoints.getProject, 'ownProject')`.
 */
export function callOf(endpoint: TEndpoint, own?: 'ownProject'): TApiCall {
  const path = own ? endpoint.path.replace('{id}', '{sessionProjectId}') : endpoint.path;
  return endpoint.method === 'get' ? read(path) : { methods: [endpoint.method.toUpperCase()], path };
}

/** The ids a reduced session's placeholders stand for. */
export type TApiScope = { projectId?: number; plusCrewId?: number };

type TApiSegment =
  { kind: 'static'; value: string } | { kind: 'id' } | { kind: 'scope'; of: keyof TApiScope } | { kind: 'below' };

const SCOPE: Record<string, keyof TApiScope> = {
  '{sessionProjectId}': 'projectId',
  '{sessionPlusCrewId}': 'plusCrewId',
};

export function parseApiPath(path: string): TApiSegment[] {
  const parts = path.replace(/^\//, '').split('/');
  return parts.map((part, i): TApiSegment => {
    if (part === '**') {
      if (i !== parts.length - 1) throw new Error(`API path ${path}: ** must come last`);
      return { kind: 'below' };
    }
    if (part === '{id}') return { kind: 'id' };
    const scope = SCOPE[part];
    if (scope) return { kind: 'scope', of: scope };
    if (part === '' || /[{}*]/.test(part)) throw new Error(`API path ${path}: bad segment "${part}"`);
    return { kind: 'static', value: part };
  });
}

const ID = /^[0-9]+$/;

function pathMatches(pattern: readonly TApiSegment[], segments: readonly string[], scope: TApiScope): boolean {
  for (const [i, part] of pattern.entries()) {
    if (part.kind === 'below') return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (part.kind === 'static' && segment !== part.value) return false;
    if (part.kind === 'id' && !ID.test(segment)) return false;
    if (part.kind === 'scope' && (scope[part.of] === undefined || segment !== String(scope[part.of]))) return false;
  }
  return segments.length === pattern.length;
}

/** Whether a call (method in capitals, clean decoded segments) is this listed call. */
export function apiCallMatches(call: TApiCall, method: string, segments: readonly string[], scope: TApiScope) {
  if (call.methods !== 'any' && !call.methods.includes(method)) return false;
  return pathMatches(parseApiPath(call.path), segments, scope);
}
