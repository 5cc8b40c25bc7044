// Shell rules of rules §2 "Shell": back arrow, bottom bar, container width.
import { canonicalPath } from './normalize-path';
import { sessionHome, type TAccessSession } from './route-access';
import { screenForPath } from './screen-access';

export { showBottomBar } from './menu';

export function showBackArrow(pathname: string, session: TAccessSession): boolean {
  const path = canonicalPath(pathname);
  if (path === '/') return false;
  if (session?.type === 'pluscrew') return false;
  // On its home, /projects/{number}, a project session has nowhere to go back to.
  if (session?.type === 'project' && path === sessionHome(session)) return false;
  return true;
}

/** Screens marked `fluid` in the registry (the plus-crew pages) use the full width. */
export const isFluidContainer = (pathname: string): boolean => screenForPath(pathname)?.screen.fluid === true;
