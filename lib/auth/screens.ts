// THE screen registry: one row per route of rules §2, in the rules' order. The side menu, the
// bottom bar (menu.ts), page titles (lib/i18n/route-title.ts), the gate (route-access.ts) and
// the screens a reduced session may open (reduced-api.ts lists their API calls) are read from it,
// so a new screen is one row here plus its page. screens.test.ts holds rows and pages together.
import {
  can,
  isClient,
  isClientOrPlanner,
  isCrew,
  isOffice,
  isPlanner,
  type TRight,
} from '../domain/auth/rights-registry';
import type { TMenuSession, TScreen } from './screen-types';

const lt = (s: TMenuSession) => s.user.loginTypes;
const right = (s: TMenuSession, r: TRight) => can(s.rights, r);
const clientOrPlanner = (s: TMenuSession) => isClientOrPlanner(lt(s));
const hasMailbox = (s: TMenuSession) => s.mailboxRights.some((m) => m.rights.includes('emailMessages'));
const always = () => true;

const ROWS = [
  // Public routes; the login area has no title of its own.
  { path: '/login', title: null, built: true, public: true },
  { path: '/forgotten-password', title: null, built: true, public: true },
  { path: '/renew-password', title: null, built: true, public: true },
  { path: '/forgottenPassword/[token]', title: null, built: true, public: true },
  { path: '/welcome/[token]', title: null, built: true, public: true },
  { path: '/unsubscribe/[token]', title: null, built: true, public: true },
  {
    path: '/version',
    title: 'version',
    built: true,
    public: true,
    menu: { key: 'version', icon: 'info', order: 24, visible: always },
  },

  // Authenticated routes.
  {
    path: '/',
    title: 'home',
    built: true,
    menu: { key: 'home', icon: 'home', order: 1, visible: always, bottomBar: { order: 4, visible: always } },
  },
  {
    path: '/jobs',
    title: 'jobs',
    built: true,
    menu: {
      key: 'jobs',
      icon: 'briefcase',
      order: 8,
      visible: (s) => isCrew(lt(s)) && right(s, 'projects.READ'),
      bottomBar: { order: 1, visible: (s) => isCrew(lt(s)) },
    },
  },
  { path: '/jobs/[id]', title: 'job', built: true },
  { path: '/jobs/[id]/crew-chief-documents', title: 'crewChiefDocuments', built: true },
  { path: '/jobs/[id]/contact-project-manager', title: 'contactProjectManager', built: true },
  {
    path: '/personal-calendar',
    title: 'personalCalendar',
    built: true,
    menu: {
      key: 'personalCalendar',
      icon: 'calendar-user',
      order: 9,
      visible: (s) => isCrew(lt(s)) && right(s, 'projects.READ'),
      bottomBar: { order: 2, visible: (s) => isCrew(lt(s)) },
    },
  },
  // One week of the personal calendar to print (not a rules §2 route).
  { path: '/personal-calendar/week', title: 'weekSchedule', built: true },
  {
    path: '/crews/[id]',
    title: 'crew',
    built: true,
    project: {},
  },
  { path: '/crews/[id]/crew-chief-job', title: 'crewChiefJob', built: true },
  // The crew's week to print (not a rules §2 route): crew chief and planners.
  { path: '/crews/[id]/line-up', title: 'crewLineUp', built: true },
  { path: '/crews/[id]/crew-chief-location', title: 'crewChiefLocation', built: true },
  {
    path: '/crews/[id]/contact-crew-chief',
    title: 'contactCrewChief',
    built: true,
    project: {},
  },
  { path: '/crews/[id]/contact-contact-on-site', title: 'contactOnSite', built: true },
  {
    path: '/crews/[id]/contact-crew-member/[contactId]',
    title: 'contactCrewMember',
    built: true,
    project: {},
  },
  { path: '/crews/[id]/check-in', title: 'checkIn', built: true },
  { path: '/crews/[id]/check-out', title: 'checkOut', built: true },
  { path: '/crews/[id]/sign-off', title: 'signOff', built: true },
  { path: '/crews/[id]/delivery-note', title: 'deliveryNote', built: true },
  { path: '/crews/[id]/photos', title: 'photos', built: true },
  { path: '/crews/[id]/security-check/[formId]/[date]/[shift]', title: 'securityCheck', built: true },
  { path: '/locations/[id]', title: 'location', built: true, project: {} },
  {
    path: '/payrolls',
    title: 'payrolls',
    built: true,
    menu: { key: 'payrolls', icon: 'wallet', order: 12, visible: (s) => isCrew(lt(s)) && right(s, 'payrolls.READ') },
  },
  { path: '/payrolls/[number]', title: 'payroll', built: true },
  { path: '/payrolls/[number]/download/[documentType]', title: 'payrollDownload', built: true },
  { path: '/payrolls-documents', title: 'payrollsDocuments', built: true },
  { path: '/payroll-items/[id]', title: 'payrollItem', built: true },
  {
    path: '/contracts',
    title: 'contracts',
    built: true,
    menu: {
      key: 'contracts',
      icon: 'contract',
      order: 13,
      visible: (s) => isCrew(lt(s)) && right(s, 'staffContracts.READ'),
    },
  },
  { path: '/contracts/[id]', title: 'contract', built: true },
  {
    path: '/planning-calendar',
    title: 'planningCalendar',
    built: true,
    menu: {
      key: 'planningCalendar',
      icon: 'calendar',
      order: 2,
      visible: (s) => clientOrPlanner(s) && right(s, 'planningCalendar.READ'),
    },
  },
  {
    path: '/planning-crew-item-list',
    title: 'planningCrewItemList',
    built: true,
    menu: {
      key: 'planningCrewItemList',
      icon: 'list',
      order: 6,
      visible: (s) => isClient(lt(s)) && right(s, 'planningCrewItemList.READ'),
    },
  },
  {
    path: '/projects',
    title: 'projects',
    built: true,
    menu: {
      key: 'projects',
      icon: 'folder',
      order: 3,
      visible: (s) => clientOrPlanner(s) && right(s, 'projects.READ'),
      bottomBar: { order: 3, visible: (s) => isClient(lt(s)) },
    },
  },
  {
    path: '/projects/[number]',
    title: 'project',
    built: true,
    project: { own: 'number', home: true },
  },
  { path: '/projects/[number]/documents', title: 'projectDocuments', built: true },
  {
    path: '/projects/[number]/contact-project-manager',
    title: 'contactProjectManager',
    built: true,
    // The manager as a contact (name, phone, email), never the person's full record.
    project: { own: 'number' },
  },
  {
    path: '/projects-calendar',
    title: 'projectsCalendar',
    built: true,
    menu: {
      key: 'projectsCalendar',
      icon: 'calendar-grid',
      order: 17,
      visible: (s) => clientOrPlanner(s) && right(s, 'projects.READ'),
      bottomBar: { order: 5, visible: (s) => isClient(lt(s)) && !isCrew(lt(s)) },
    },
  },
  {
    path: '/projects-vacancy',
    title: 'projectsVacancy',
    built: true,
    menu: {
      key: 'projectsVacancy',
      icon: 'megaphone',
      order: 20,
      visible: (s) => right(s, 'persons.READ') && right(s, 'mobileProjectVacancies.READ'),
    },
  },
  {
    path: '/mailbox',
    title: 'mailbox',
    built: true,
    menu: {
      key: 'mailbox',
      icon: 'mail',
      order: 18,
      visible: (s) => (isClient(lt(s)) || isOffice(lt(s))) && right(s, 'mailboxes.READ') && hasMailbox(s),
      highlights: ['/email-messages/[id]'],
    },
  },
  { path: '/email-messages/[id]', title: 'emailMessage', built: true },
  {
    path: '/crew-info',
    title: 'crewInfo',
    built: true,
    menu: { key: 'crewInfo', icon: 'info', order: 14, visible: (s) => isCrew(lt(s)) && right(s, 'crewInfo.READ') },
  },
  { path: '/crew-profile/[personId]', title: 'crewProfile', built: true },
  // Outside the shell, without toasts (rules §2).
  { path: '/public-profile/[personId]', title: 'publicProfile', built: true },
  // rules §2: /forms/{id}/{name?}/{questionId?}.
  { path: '/forms/[id]/[[...rest]]', title: 'form', built: true },
  {
    path: '/trainings',
    title: 'trainings',
    built: true,
    menu: { key: 'trainings', icon: 'graduation', order: 10, visible: always },
  },
  { path: '/documents/[id]', title: 'document', built: true },
  {
    path: '/todo-calendar',
    title: 'todoCalendar',
    built: true,
    menu: {
      key: 'todoCalendar',
      icon: 'checklist',
      order: 19,
      visible: (s) => isPlanner(lt(s)) && right(s, 'toDoCalendar.READ'),
    },
  },
  {
    path: '/membership-crews',
    title: 'membershipCrews',
    built: true,
    menu: {
      key: 'membershipCrews',
      icon: 'id-card',
      order: 5,
      visible: (s) => clientOrPlanner(s) && right(s, 'membershipCrews.READ'),
    },
  },
  { path: '/membership-crews/[id]', title: 'membershipCrew', built: true },
  { path: '/membership-crews/[id]/contact/[personId]', title: 'membershipCrewContact', built: true },
  {
    path: '/planner-crew',
    title: 'plannerCrew',
    built: true,
    menu: { key: 'plannerCrew', icon: 'users', order: 4, visible: (s) => clientOrPlanner(s) && right(s, 'crews.READ') },
  },
  {
    path: '/plus-crews',
    title: 'plusCrews',
    built: true,
    fluid: true,
    menu: { key: 'plusCrews', icon: 'star', order: 15, visible: (s) => right(s, 'plusCrews.READ') },
  },
  {
    path: '/plus-crews/[number]',
    title: 'plusCrewDetails',
    built: true,
    fluid: true,
    pluscrew: { own: 'number', home: true },
  },
  { path: '/plus-crews/[number]/settings', title: 'plusCrewSettings', built: true, fluid: true },
  {
    path: '/plus-crews/[number]/data',
    title: 'plusCrewData',
    built: true,
    fluid: true,
    menu: {
      key: 'plusCrewData',
      icon: 'chart',
      order: 25,
      sessions: ['pluscrew'],
      visible: (s) => right(s, 'plusCrews.EDIT'),
    },
    pluscrew: { own: 'number' },
  },
  {
    path: '/help',
    title: 'help',
    built: true,
    menu: { key: 'help', icon: 'help', order: 23, visible: always },
  },
  {
    path: '/profile',
    title: 'profile',
    built: true,
    menu: { key: 'profile', icon: 'user', order: 22, visible: (s) => right(s, 'persons.READ') },
  },
  {
    path: '/receipts',
    title: 'receipts',
    built: true,
    menu: { key: 'receipts', icon: 'receipt', order: 16, visible: (s) => right(s, 'receipts.READ') },
  },
  {
    path: '/invoices',
    title: 'invoices',
    built: true,
    menu: { key: 'invoices', icon: 'invoice', order: 7, visible: (s) => right(s, 'invoices.READ') },
  },
  { path: '/receipt/[number]', title: 'receipt', built: true },
  { path: '/invoice/[number]', title: 'invoiceDetails', built: true },
  {
    path: '/mobileDocuments',
    title: 'mobileDocuments',
    built: true,
    menu: { key: 'mobileDocuments', icon: 'document', order: 11, visible: (s) => right(s, 'mobileDocuments.READ') },
  },
  {
    path: '/vacancies',
    title: 'vacancies',
    built: true,
    menu: { key: 'vacancies', icon: 'megaphone', order: 21, visible: (s) => right(s, 'vacancies.READ') },
  },

  // A company's paperwork settings (rules §7 has the call, §2 no screen): office and planners.
  { path: '/companies/[id]/settings', title: 'companySettings', built: true },

  // The PWA's offline page (not a rules §2 route): public, so the service worker can cache it.
  { path: '/offline', title: 'offline', built: true, public: true },
] as const satisfies readonly TScreen[];

type TRow = (typeof ROWS)[number];
/** `Titles.*` keys of the routes, and of the not-found screen. */
export type TTitleKey = NonNullable<TRow['title']> | 'notFound';
/** `Menu.*` keys of the side-menu entries. */
export type TMenuKey = TRow extends infer R ? (R extends { menu: { key: infer K extends string } } ? K : never) : never;

export const SCREENS: readonly TScreen<TTitleKey, TMenuKey>[] = ROWS;

/** Patterns of the screens whose page exists: menu entries show only for these. */
export const BUILT_SCREENS: ReadonlySet<string> = new Set(SCREENS.filter((s) => s.built).map((s) => s.path));
