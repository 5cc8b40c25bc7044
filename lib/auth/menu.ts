// The side menu and the bottom bar (SPEC §2 "Shell", "Side menu"; §6 "Menu visibility").
// Product rule: an entry must lead to a working screen, so only screens listed in
// AVAILABLE_SCREENS are shown; each issue that ships a screen adds its route here.
import type { TLoginType, TMailboxRight, TRights, TSessionType } from '../domain/auth';
import { hasRight, isClient, isCrew, isOffice, isPlanner } from './rights';
import { canonicalPath } from './normalize-path';

export type TMenuKey =
  | 'home'
  | 'planningCalendar'
  | 'projects'
  | 'plannerCrew'
  | 'membershipCrews'
  | 'planningCrewItemList'
  | 'invoices'
  | 'jobs'
  | 'personalCalendar'
  | 'trainings'
  | 'mobileDocuments'
  | 'payrolls'
  | 'contracts'
  | 'crewInfo'
  | 'plusCrews'
  | 'receipts'
  | 'projectsCalendar'
  | 'mailbox'
  | 'todoCalendar'
  | 'projectsVacancy'
  | 'vacancies'
  | 'profile'
  | 'version'
  | 'plusCrewData';

/** Icon names the shell draws; one per kind of screen. */
export type TMenuIcon =
  | 'home'
  | 'calendar'
  | 'folder'
  | 'users'
  | 'id-card'
  | 'list'
  | 'invoice'
  | 'briefcase'
  | 'calendar-user'
  | 'graduation'
  | 'document'
  | 'wallet'
  | 'contract'
  | 'info'
  | 'star'
  | 'receipt'
  | 'calendar-grid'
  | 'mail'
  | 'checklist'
  | 'megaphone'
  | 'user'
  | 'chart';

export type TMenuEntry = {
  /** Message key `Menu.<key>`. */
  key: TMenuKey;
  href: string;
  icon: TMenuIcon;
  /** The route of SPEC §2 the entry opens, as listed in AVAILABLE_SCREENS. */
  screen: string;
};

export type TMenuSession = {
  type: TSessionType;
  user: { loginTypes: readonly TLoginType[] };
  rights: TRights;
  mailboxRights: readonly TMailboxRight[];
  plusCrew?: { id: number; number: number };
};

export type TMenu = {
  entries: TMenuEntry[];
  /** Project and plus-crew logins see a prompt to ask the provider for a personal account. */
  createPersonalAccount: boolean;
};

/** Screens that exist today. Later issues add their routes (dynamic segments as `[name]`). */
/** Issue 4, the crew's day on site. */
const FIELD_WORK_SCREENS = [
  '/crews/[id]/check-in',
  '/crews/[id]/check-out',
  '/crews/[id]/sign-off',
  '/crews/[id]/delivery-note',
  '/crews/[id]/photos',
  '/crews/[id]/security-check/[formId]/[date]/[shift]',
];
/** Issue 4, jobs and the crew: lists, details, contacts and locations. */
const JOB_AND_CREW_SCREENS = [
  '/jobs',
  '/jobs/[id]',
  '/jobs/[id]/crew-chief-documents',
  '/jobs/[id]/contact-project-manager',
  '/crews/[id]',
  '/crews/[id]/crew-chief-job',
  '/crews/[id]/crew-chief-location',
  '/crews/[id]/contact-crew-chief',
  '/crews/[id]/contact-contact-on-site',
  '/crews/[id]/contact-crew-member/[contactId]',
  '/locations/[id]',
];
export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set([
  '/',
  '/version',
  ...JOB_AND_CREW_SCREENS,
  ...FIELD_WORK_SCREENS,
]);

type TRule = { key: TMenuKey; href: string; icon: TMenuIcon; visible: (s: TMenuSession) => boolean };

const lt = (s: TMenuSession) => s.user.loginTypes;
const right = (s: TMenuSession, resource: string, permission = 'READ') => hasRight(s.rights, resource, permission);
const clientOrPlanner = (s: TMenuSession) => isClient(lt(s)) || isPlanner(lt(s));
const hasMailbox = (s: TMenuSession) => s.mailboxRights.some((m) => m.rights.includes('emailMessages'));

// In the order of SPEC §2 "Side menu".
const SIDE_MENU: readonly TRule[] = [
  { key: 'home', href: '/', icon: 'home', visible: () => true },
  {
    key: 'planningCalendar',
    href: '/planning-calendar',
    icon: 'calendar',
    visible: (s) => clientOrPlanner(s) && right(s, 'planningCalendar'),
  },
  { key: 'projects', href: '/projects', icon: 'folder', visible: (s) => clientOrPlanner(s) && right(s, 'projects') },
  { key: 'plannerCrew', href: '/planner-crew', icon: 'users', visible: (s) => clientOrPlanner(s) && right(s, 'crews') },
  {
    key: 'membershipCrews',
    href: '/membership-crews',
    icon: 'id-card',
    visible: (s) => clientOrPlanner(s) && right(s, 'membershipCrews'),
  },
  {
    key: 'planningCrewItemList',
    href: '/planning-crew-item-list',
    icon: 'list',
    visible: (s) => isClient(lt(s)) && right(s, 'planningCrewItemList'),
  },
  { key: 'invoices', href: '/invoices', icon: 'invoice', visible: (s) => right(s, 'invoices') },
  { key: 'jobs', href: '/jobs', icon: 'briefcase', visible: (s) => isCrew(lt(s)) && right(s, 'projects') },
  {
    key: 'personalCalendar',
    href: '/personal-calendar',
    icon: 'calendar-user',
    visible: (s) => isCrew(lt(s)) && right(s, 'projects'),
  },
  { key: 'trainings', href: '/trainings', icon: 'graduation', visible: () => true },
  { key: 'mobileDocuments', href: '/mobileDocuments', icon: 'document', visible: (s) => right(s, 'mobileDocuments') },
  { key: 'payrolls', href: '/payrolls', icon: 'wallet', visible: (s) => isCrew(lt(s)) && right(s, 'payrolls') },
  {
    key: 'contracts',
    href: '/contracts',
    icon: 'contract',
    visible: (s) => isCrew(lt(s)) && right(s, 'staffContracts'),
  },
  { key: 'crewInfo', href: '/crew-info', icon: 'info', visible: (s) => isCrew(lt(s)) && right(s, 'crewInfo') },
  { key: 'plusCrews', href: '/plus-crews', icon: 'star', visible: (s) => right(s, 'plusCrews') },
  { key: 'receipts', href: '/receipts', icon: 'receipt', visible: (s) => right(s, 'receipts') },
  {
    key: 'projectsCalendar',
    href: '/projects-calendar',
    icon: 'calendar-grid',
    visible: (s) => clientOrPlanner(s) && right(s, 'projects'),
  },
  {
    key: 'mailbox',
    href: '/mailbox',
    icon: 'mail',
    visible: (s) => (isClient(lt(s)) || isOffice(lt(s))) && right(s, 'mailboxes') && hasMailbox(s),
  },
  {
    key: 'todoCalendar',
    href: '/todo-calendar',
    icon: 'checklist',
    visible: (s) => isPlanner(lt(s)) && right(s, 'toDoCalendar'),
  },
  {
    key: 'projectsVacancy',
    href: '/projects-vacancy',
    icon: 'megaphone',
    visible: (s) => right(s, 'persons') && right(s, 'mobileProjectVacancies'),
  },
  { key: 'vacancies', href: '/vacancies', icon: 'megaphone', visible: (s) => right(s, 'vacancies') },
  { key: 'profile', href: '/profile', icon: 'user', visible: (s) => right(s, 'persons') },
  { key: 'version', href: '/version', icon: 'info', visible: () => true },
];

const entryOf = (r: TRule): TMenuEntry => ({ key: r.key, href: r.href, icon: r.icon, screen: r.href });

export function sideMenu(session: TMenuSession, available: ReadonlySet<string> = AVAILABLE_SCREENS): TMenu {
  if (session.type !== 'user') {
    const entries: TMenuEntry[] = [];
    if (session.type === 'pluscrew' && session.plusCrew && right(session, 'plusCrews', 'EDIT')) {
      const href = `/plus-crews/${session.plusCrew.number}/data`;
      entries.push({ key: 'plusCrewData', href, icon: 'chart', screen: '/plus-crews/[number]/data' });
    }
    return { entries: entries.filter((e) => available.has(e.screen)), createPersonalAccount: true };
  }
  const entries = SIDE_MENU.filter((r) => r.visible(session))
    .map(entryOf)
    .filter((e) => available.has(e.screen));
  return { entries, createPersonalAccount: false };
}

// In the order of SPEC §2 "Shell"; every entry needs the projects right.
const BOTTOM_BAR: readonly TRule[] = [
  { key: 'jobs', href: '/jobs', icon: 'briefcase', visible: (s) => isCrew(lt(s)) },
  { key: 'personalCalendar', href: '/personal-calendar', icon: 'calendar-user', visible: (s) => isCrew(lt(s)) },
  { key: 'projects', href: '/projects', icon: 'folder', visible: (s) => isClient(lt(s)) },
  { key: 'home', href: '/', icon: 'home', visible: () => true },
  {
    key: 'projectsCalendar',
    href: '/projects-calendar',
    icon: 'calendar-grid',
    visible: (s) => isClient(lt(s)) && !isCrew(lt(s)),
  },
];

/** Whether the small-screen bottom bar shows at all: clients and crew, never in reduced sessions. */
export function showBottomBar(session: TMenuSession | null): boolean {
  return session?.type === 'user' && (isClient(lt(session)) || isCrew(lt(session)));
}

export function bottomBar(
  session: TMenuSession | null,
  available: ReadonlySet<string> = AVAILABLE_SCREENS,
): TMenuEntry[] {
  if (!session || !showBottomBar(session) || !right(session, 'projects')) return [];
  return BOTTOM_BAR.filter((r) => r.visible(session))
    .map(entryOf)
    .filter((e) => available.has(e.screen));
}

/** The mailbox entry also lights up on the email messages it leads to. */
export function isMenuEntryActive(entry: Pick<TMenuEntry, 'key' | 'href'>, pathname: string): boolean {
  const path = canonicalPath(pathname);
  const href = entry.href.toLowerCase();
  if (href === '/') return path === '/';
  if (path === href || path.startsWith(`${href}/`)) return true;
  return entry.key === 'mailbox' && path.startsWith('/email-messages/');
}
