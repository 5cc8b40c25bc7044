// What the registry says about one path or one session: which screen a path is, whether it
// is public, where a reduced session may go and which /api/v1 calls it may make.
import { canonicalSegments, fillPattern, matchPattern, parsePattern, type TParams } from './screen-pattern';
import { SCREENS, type TMenuKey, type TTitleKey } from './screens';
import type { TReducedAccess, TReducedType, TScreen } from './screen-types';
import type { TSessionType } from '../domain/auth';

export type TRegisteredScreen = TScreen<TTitleKey, TMenuKey>;

const COMPILED = SCREENS.map((screen) => ({ screen, pattern: parsePattern(screen.path) }));
const PATTERNS = new Map(COMPILED.map((c) => [c.screen, c.pattern]));

/** The screen a path opens (patterns do not overlap) and its parameters; null: not a route. */
export function screenForPath(pathname: string): { screen: TRegisteredScreen; params: TParams } | null {
  const segments = canonicalSegments(pathname);
  for (const { screen, pattern } of COMPILED) {
    const params = matchPattern(pattern, segments);
    if (params) return { screen, params };
  }
  return null;
}

export const isPublicScreenPath = (pathname: string) => screenForPath(pathname)?.screen.public === true;

const BY_PATH = new Map(SCREENS.map((s) => [s.path, s]));

/**
 * The title of the record a path shows, for its not-found screen: that of the first screen of a
 * record on its way (`/crews/12/check-in`: the crew's), or null when the path shows no record.
 */
export function recordTitleOf(pathname: string): TTitleKey | null {
  const found = screenForPath(pathname);
  if (!found || found.screen.public || !found.screen.path.includes('[')) return null;
  const segments = found.screen.path.split('/');
  for (let end = 2; end <= segments.length; end++) {
    const prefix = segments.slice(0, end).join('/');
    const title = prefix.includes('[') ? BY_PATH.get(prefix)?.title : null;
    if (title) return title;
  }
  return found.screen.title;
}

/** A session as far as access goes: its type and, for reduced sessions, its scope. */
export type TScopedSession = {
  type: TSessionType;
  project?: { id: number; number: number };
  plusCrew?: { id: number; number: number };
};

export const isReduced = (type: TSessionType): type is TReducedType => type !== 'user';
const scopeOf = (s: TScopedSession) => (s.type === 'project' ? s.project : s.type === 'pluscrew' ? s.plusCrew : null);
const NUMBER = /^[0-9]+$/;

/** Ids and numbers of reduced-session routes are digits; `own` must be the session's own number. */
function fits(access: TReducedAccess, params: TParams, ownNumber: number): boolean {
  if (!Object.values(params).every((v) => NUMBER.test(v))) return false;
  return access.own === undefined || params[access.own] === String(ownNumber);
}

/** Whether a project or plus-crew session may open the path; false for a session without its scope. */
export function reducedSessionMayOpen(pathname: string, session: TScopedSession): boolean {
  const scope = scopeOf(session);
  const found = screenForPath(pathname);
  if (!scope || !found || !isReduced(session.type)) return false;
  const access = found.screen[session.type];
  return !!access && fits(access, found.params, scope.number);
}

/** The concrete href of a screen for a session: its own number filled in; null if it cannot be. */
export function screenHref(screen: TRegisteredScreen, session: TScopedSession): string | null {
  const pattern = PATTERNS.get(screen)!;
  const scope = scopeOf(session);
  const own = isReduced(session.type) ? screen[session.type]?.own : undefined;
  return fillPattern(pattern, own && scope ? { [own]: scope.number } : {});
}

/** The screen a reduced session starts on and returns to; null for a user session or without scope. */
export function reducedSessionHome(session: TScopedSession): string | null {
  if (!isReduced(session.type) || !scopeOf(session)) return null;
  const type = session.type;
  const home = SCREENS.find((s) => s[type]?.home);
  return home ? screenHref(home, session) : null;
}
