// The gate's rules (rules §2 public routes, §6 access guard), pure so that every route ×
// session type can be tested. Which routes are public and where a reduced session may go
// come from the screen registry (screens.ts). middleware.ts applies them; Next renders
// not-found itself.
import type { TSessionType } from '../domain/auth';
import { canonicalPath, safePath } from './normalize-path';
import { isPublicScreenPath, reducedSessionHome, reducedSessionMayOpen } from './screen-access';

export type TAccessSession = {
  type: TSessionType;
  project?: { id: number; number: number };
  plusCrew?: { id: number; number: number };
} | null;

export type TAccessDecision =
  | { kind: 'allow' }
  /** No session: `/login?next=<wanted path and query>`. */
  | { kind: 'login'; location: string }
  /** PID or PCID in the query: the route handler that logs in as that project or plus crew. */
  | { kind: 'link'; location: string }
  /** A project or plus-crew session outside its routes: back to its own page. */
  | { kind: 'home'; location: string };

const ALLOW: TAccessDecision = { kind: 'allow' };

/**
 * Public routes are the registry's `public` screens. These are no screens but answer for
 * themselves: the PID/PCID login handler and the API (401 JSON, not a redirect).
 */
const OPEN_HANDLERS: readonly RegExp[] = [/^\/auth\/link$/, /^\/api(\/.*)?$/];

const IMAGE_FILE = /\.(png|svg|jpe?g|gif|webp|ico|avif)$/;

/** Build output and files of public/: only at the top level or in the asset folders. */
const STATIC_ASSETS: readonly RegExp[] = [
  /^\/_next\/.+/,
  /^\/icons\/.+/,
  /^\/images\/.+/,
  /^\/themes\/.+/,
  /^\/manifest\.webmanifest$/,
  /^\/sw\.js$/,
  // The web app's version (rules §7 ./version.json): the update toast reads it, before any login too.
  /^\/version\.json$/,
  /^\/swe-worker-[^/]+\.js$/,
  /^\/favicon\.ico$/,
  /^\/robots\.txt$/,
];

/**
 * Encoded dots (`%2e`), slashes (`%2f`, `%5c`), percent signs (`%25`, double encoding) or a
 * backslash: Next decodes a path once when it routes it, the gate to the end, so on such a
 * path they could disagree about the route. No route of the app needs them.
 */
const AMBIGUOUS_ENCODING = /%(2e|2f|5c|25)|\\/i;

export const hasAmbiguousEncoding = (pathname: string) => AMBIGUOUS_ENCODING.test(pathname);

export function isPublicPath(pathname: string): boolean {
  // Never public by a reading the router may not share: such a path is gated like any other.
  if (hasAmbiguousEncoding(pathname)) return false;
  const path = canonicalPath(pathname);
  if (isPublicScreenPath(path) || OPEN_HANDLERS.some((re) => re.test(path))) return true;
  if (STATIC_ASSETS.some((re) => re.test(path))) return true;
  // A single-segment image such as /loader.svg; deeper paths could be a route's id.
  return /^\/[^/]+$/.test(path) && IMAGE_FILE.test(path);
}

/** The page a reduced session starts on and returns to; null for a user session. */
export function sessionHome(session: NonNullable<TAccessSession>): string | null {
  return reducedSessionHome(session);
}

export type TQuery = Pick<URLSearchParams, 'get' | 'toString'>;

function linkTarget(query: TQuery): string | null {
  const pid = query.get('PID');
  const pcid = query.get('PCID');
  if (pid === null && pcid === null) return null;
  const params = new URLSearchParams();
  if (pid !== null) params.set('PID', pid);
  if (pcid !== null) params.set('PCID', pcid);
  const password = query.get('Password');
  if (password !== null) params.set('Password', password);
  return `/auth/link?${params.toString()}`;
}

/** A link for the project or plus crew this session already is needs no new login. */
function isSameReducedLogin(session: NonNullable<TAccessSession>, query: TQuery): boolean {
  const pid = query.get('PID');
  const pcid = query.get('PCID');
  if (session.type === 'project') return pcid === null && pid === String(session.project?.id);
  if (session.type === 'pluscrew') return pid === null && pcid === String(session.plusCrew?.id);
  return false;
}

function loginTarget(pathname: string, query: TQuery): string {
  const search = query.toString();
  const wanted = `${safePath(pathname)}${search ? `?${search}` : ''}`;
  return `/login?${new URLSearchParams({ next: wanted }).toString()}`;
}

export function decideAccess(pathname: string, query: TQuery, session: TAccessSession): TAccessDecision {
  if (isPublicPath(pathname)) return ALLOW;
  const link = linkTarget(query);
  // A full user session is never swapped for a reduced one by a link someone sent.
  if (link && (!session || (session.type !== 'user' && !isSameReducedLogin(session, query)))) {
    return { kind: 'link', location: link };
  }
  if (!session) return { kind: 'login', location: loginTarget(pathname, query) };
  if (session.type === 'user') return ALLOW;
  const home = sessionHome(session);
  // A reduced session without its scope cannot be served: treat it as no session.
  if (!home) return { kind: 'login', location: loginTarget(pathname, query) };
  // A reduced session may open only its own routes: only on a path router and gate read alike.
  if (hasAmbiguousEncoding(pathname)) return { kind: 'home', location: home };
  return reducedSessionMayOpen(pathname, session) ? ALLOW : { kind: 'home', location: home };
}

const SAME_ORIGIN = 'http://same.invalid';

/**
 * Whether the gate lets this session open an in-app href (path, query and all), so a page can
 * leave out links that would only bounce. Off-site hrefs are not the gate's to answer: false.
 */
export function canOpen(href: string, session: TAccessSession): boolean {
  let url: URL;
  try {
    url = new URL(href, SAME_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== SAME_ORIGIN) return false;
  return decideAccess(url.pathname, url.searchParams, session).kind === 'allow';
}
