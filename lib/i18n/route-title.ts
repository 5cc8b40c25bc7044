// The page title of each route of rules §2, as a `Titles.*` message key, read from the screen
// registry (lib/auth/screens.ts). The top bar and each page's metadata both use it, so the tab
// and the bar always agree.
import { screenForPath } from '../auth/screen-access';
import { SCREENS, type TTitleKey } from '../auth/screens';

export type { TTitleKey } from '../auth/screens';

/** Every title key: those of the routes and the not-found screen's (messages.test.ts checks them). */
export const TITLE_KEYS: readonly TTitleKey[] = [
  ...new Set<TTitleKey>(SCREENS.flatMap((s) => (s.title ? [s.title] : []))),
  'notFound',
];

/** Title key of a path; unknown paths are the not-found screen; null: a login-area page (no title). */
export function titleKeyForPath(pathname: string): TTitleKey | null {
  const found = screenForPath(pathname);
  return found ? found.screen.title : 'notFound';
}
