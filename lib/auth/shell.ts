// Shell rules of SPEC §2 "Shell": back arrow, bottom bar, container width.
import { canonicalPath } from './normalize-path';
import type { TAccessSession } from './route-access';

export { showBottomBar } from './menu';

export function showBackArrow(pathname: string, session: TAccessSession): boolean {
  const path = canonicalPath(pathname);
  if (path === '/') return false;
  if (session?.type === 'pluscrew') return false;
  if (session?.type === 'project' && session.project && path === `/projects/${session.project.number}`) return false;
  return true;
}

/** Plus-crew pages (dashboards with wide charts) use the full width. */
export function isFluidContainer(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === '/plus-crews' || path.startsWith('/plus-crews/');
}
