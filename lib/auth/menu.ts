// The side menu and the bottom bar (rules §2 "Shell", "Side menu"; §6 "Menu visibility"), read
// from the menu entries of the screen registry (screens.ts). Product rule: an entry must lead
// to a working screen, so only built screens show.
import { can, isClient, isCrew } from '../domain/auth/rights-registry';
import { canonicalPath } from './normalize-path';
import { canonicalSegments, matchPattern, parsePattern } from './screen-pattern';
import { screenHref, type TRegisteredScreen } from './screen-access';
import { BUILT_SCREENS, SCREENS, type TMenuKey } from './screens';
import type { TMenuIcon, TMenuRule, TMenuSession } from './screen-types';

export type { TMenuKey } from './screens';
export type { TMenuIcon, TMenuSession } from './screen-types';

export type TMenuEntry = {
  /** Message key `Menu.<key>`. */
  key: TMenuKey;
  href: string;
  icon: TMenuIcon;
  /** The registry pattern of the screen the entry opens, e.g. `/plus-crews/[number]/data`. */
  screen: string;
};

export type TMenu = {
  entries: TMenuEntry[];
  /** Project and plus-crew logins see a prompt to ask the provider for a personal account. */
  createPersonalAccount: boolean;
};

type TMenuScreen = { screen: TRegisteredScreen; menu: TMenuRule<TMenuKey> };

const MENU_SCREENS: readonly TMenuScreen[] = SCREENS.flatMap((screen) =>
  screen.menu ? [{ screen, menu: screen.menu }] : [],
);
const SIDE_MENU = [...MENU_SCREENS].sort((a, b) => a.menu.order - b.menu.order);
const BOTTOM_BAR = MENU_SCREENS.filter((m) => m.menu.bottomBar).sort(
  (a, b) => a.menu.bottomBar!.order - b.menu.bottomBar!.order,
);

function entryOf({ screen, menu }: TMenuScreen, session: TMenuSession): TMenuEntry[] {
  const href = screenHref(screen, session);
  return href ? [{ key: menu.key, href, icon: menu.icon, screen: screen.path }] : [];
}

export function sideMenu(session: TMenuSession, available: ReadonlySet<string> = BUILT_SCREENS): TMenu {
  const entries = SIDE_MENU.filter(
    ({ screen, menu }) =>
      available.has(screen.path) && (menu.sessions ?? ['user']).includes(session.type) && menu.visible(session),
  ).flatMap((m) => entryOf(m, session));
  return { entries, createPersonalAccount: session.type !== 'user' };
}

const lt = (s: TMenuSession) => s.user.loginTypes;

/** Whether the small-screen bottom bar shows at all: clients and crew, never in reduced sessions. */
export function showBottomBar(session: TMenuSession | null): boolean {
  return session?.type === 'user' && (isClient(lt(session)) || isCrew(lt(session)));
}

/** rules §2: every bottom-bar entry needs the projects right. */
export function bottomBar(session: TMenuSession | null, available: ReadonlySet<string> = BUILT_SCREENS): TMenuEntry[] {
  if (!session || !showBottomBar(session) || !can(session.rights, 'projects.READ')) return [];
  return BOTTOM_BAR.filter(
    ({ screen, menu }) => available.has(screen.path) && menu.bottomBar!.visible(session),
  ).flatMap((m) => entryOf(m, session));
}

const HIGHLIGHTS = new Map(
  MENU_SCREENS.map(({ menu }) => [menu.key as string, (menu.highlights ?? []).map((p) => parsePattern(p))]),
);

/** The entry lights up on its own page, the pages below it, and the routes it highlights. */
export function isMenuEntryActive(entry: Pick<TMenuEntry, 'key' | 'href'>, pathname: string): boolean {
  const path = canonicalPath(pathname);
  const href = entry.href.toLowerCase();
  if (href === '/') return path === '/';
  if (path === href || path.startsWith(`${href}/`)) return true;
  const segments = canonicalSegments(path);
  return (HIGHLIGHTS.get(entry.key) ?? []).some((p) => matchPattern(p, segments) !== null);
}
