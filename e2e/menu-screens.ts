// Every screen a login reaches from its menus: home, each side-menu entry and each bottom-bar
// entry, once — read from the screen registry (lib/auth/screens.ts), as the shell draws them.
import { bottomBar, sideMenu, type TMenuSession } from '../lib/auth/menu';
import { BUILT_SCREENS } from '../lib/auth/screens';

/** Home and the bottom-bar screens of a session (loginAs's answer). */
export function bottomBarScreens(session: unknown): string[] {
  return [...new Set(['/', ...bottomBar(session as TMenuSession, BUILT_SCREENS).map((e) => e.href)])];
}

/** Home and every menu and bottom-bar screen of a session (loginAs's answer). */
export function menuScreens(session: unknown): string[] {
  const menu = sideMenu(session as TMenuSession, BUILT_SCREENS).entries.map((e) => e.href);
  return [...new Set(['/', ...menu, ...bottomBarScreens(session)])];
}
