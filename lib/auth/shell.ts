// Shell rules of SPEC §2 "Shell": back arrow, bottom bar, container width.
import { canonicalPath } from './normalize-path';
import { sessionHome, type TAccessSession } from './route-access';

export { showBottomBar } from './menu';

export function showBackArrow(pathname: string, session: TAccessSession): boolean {
  const path = canonicalPath(pathname);
  if (path === '/') return false;
  if (session?.type === 'pluscrew') return false;
  // On its home, /projects/{number}, a project session has nowhere to go back to.
  if (session?.type === 'project' && path === sessionHome(session)) return false;
  return true;
}

/** Plus-crew pages (dashboards with wide charts) use the full width. */
export function isFluidContainer(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === '/plus-crews' || path.startsWith('/plus-crews/');
}
