// The gate's rules (SPEC §2 public routes, §6 access guard), pure so that every route ×
// session type can be tested. middleware.ts applies them; Next renders not-found itself.
import type { TSessionType } from '../domain/auth';
import { canonicalPath, safePath } from './normalize-path';

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

/** Routes anyone may open (SPEC §2), plus the PWA offline page. Matched on the canonical path. */
const PUBLIC_ROUTES: readonly RegExp[] = [
  /^\/login$/,
  /^\/forgotten-password$/,
  /^\/renew-password$/,
  /^\/forgottenpassword\/[^/]+$/,
  /^\/welcome\/[^/]+$/,
  /^\/unsubscribe\/[^/]+$/,
  /^\/version$/,
  /^\/offline$/,
  // The PID/PCID login handler and the API answer for themselves (401 JSON, not a redirect).
  /^\/auth\/link$/,
  /^\/api(\/.*)?$/,
];

const IMAGE_FILE = /\.(png|svg|jpe?g|gif|webp|ico|avif)$/;

/** Build output and files of public/: only at the top level or in the asset folders. */
const STATIC_ASSETS: readonly RegExp[] = [
  /^\/_next\/.+/,
  /^\/icons\/.+/,
  /^\/images\/.+/,
  /^\/themes\/.+/,
  /^\/manifest\.webmanifest$/,
  /^\/sw\.js$/,
  /^\/swe-worker-[^/]+\.js$/,
  /^\/favicon\.ico$/,
  /^\/robots\.txt$/,
];

export function isPublicPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  if (PUBLIC_ROUTES.some((re) => re.test(path)) || STATIC_ASSETS.some((re) => re.test(path))) return true;
  // A single-segment image such as /loader.svg; deeper paths could be a route's id.
  return /^\/[^/]+$/.test(path) && IMAGE_FILE.test(path);
}

const ID = '[0-9]+';

function projectRoutes(number: number): RegExp[] {
  const n = String(number);
  return [
    new RegExp(`^/projects/${n}$`),
    new RegExp(`^/projects/${n}/contact-project-manager$`),
    new RegExp(`^/crews/${ID}$`),
    new RegExp(`^/crews/${ID}/contact-crew-chief$`),
    new RegExp(`^/crews/${ID}/contact-crew-member/${ID}$`),
    new RegExp(`^/locations/${ID}$`),
  ];
}

function plusCrewRoutes(number: number): RegExp[] {
  const n = String(number);
  return [new RegExp(`^/plus-crews/${n}$`), new RegExp(`^/plus-crews/${n}/data$`)];
}

/** The page a reduced session starts on and returns to; null for a user session. */
export function sessionHome(session: NonNullable<TAccessSession>): string | null {
  if (session.type === 'project') return session.project ? `/projects/${session.project.number}` : null;
  if (session.type === 'pluscrew') return session.plusCrew ? `/plus-crews/${session.plusCrew.number}` : null;
  return null;
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
  const allowed =
    session.type === 'project' && session.project
      ? projectRoutes(session.project.number)
      : session.type === 'pluscrew' && session.plusCrew
        ? plusCrewRoutes(session.plusCrew.number)
        : null;
  // A reduced session without its scope cannot be served: treat it as no session.
  if (!home || !allowed) return { kind: 'login', location: loginTarget(pathname, query) };
  const path = canonicalPath(pathname);
  return allowed.some((re) => re.test(path)) ? ALLOW : { kind: 'home', location: home };
}
