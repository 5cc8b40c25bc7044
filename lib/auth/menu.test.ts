import type { TLoginType, TRights } from '../domain/auth';
import { bottomBar, isMenuEntryActive, showBottomBar, sideMenu, type TMenuSession } from './menu';
import { BUILT_SCREENS } from './screens';

const MAILBOX = [{ id: 1, name: 'Office', rights: ['emailMessages'] }];

// Rights as the demo roles grant them (lib/backend/services/setup/role-rights.ts), written out here so
// that the menu rules are tested on their own.
const RIGHTS: Record<TLoginType, TRights> = {
  crew: {
    projects: ['READ'],
    payrolls: ['READ'],
    staffContracts: ['READ'],
    crewInfo: ['READ'],
    vacancies: ['READ'],
    training: ['READ'],
    mobileDocuments: ['READ'],
    personProfiles: ['READ'],
    persons: ['READ'],
    crews: ['READ'],
  },
  planners: {
    planningCalendar: ['READ'],
    projects: ['READ'],
    persons: ['READ'],
    toDoCalendar: ['READ'],
    membershipCrews: ['READ'],
    crews: ['READ'],
    mobileProjectVacancies: ['READ'],
    plusCrews: ['READ', 'EDIT'],
    planningCrewItemList: ['READ'],
  },
  operations: {
    planningCalendar: ['READ'],
    projects: ['READ'],
    persons: ['READ'],
    toDoCalendar: ['READ'],
    crews: ['READ'],
    membershipCrews: ['READ'],
  },
  planning: {
    planningCalendar: ['READ'],
    projects: ['READ'],
    persons: ['READ'],
    toDoCalendar: ['READ'],
    crews: ['READ'],
    membershipCrews: ['READ'],
  },
  clients: {
    projects: ['READ'],
    planningCalendar: ['READ'],
    planningCrewItemList: ['READ'],
    membershipCrews: ['READ'],
    crews: ['READ'],
    invoices: ['READ'],
    mailboxes: ['READ'],
  },
  office: {
    receipts: ['READ'],
    invoices: ['READ'],
    mailboxes: ['READ'],
    persons: ['READ'],
    payrolls: ['READ'],
    projects: ['READ'],
    mobileDocuments: ['READ'],
  },
};

const user = (type: TLoginType, overrides: Partial<TMenuSession> = {}): TMenuSession => ({
  type: 'user',
  user: { loginTypes: [type] },
  rights: RIGHTS[type],
  mailboxRights: type === 'clients' || type === 'office' ? MAILBOX : [],
  ...overrides,
});
const PROJECT: TMenuSession = {
  type: 'project',
  user: { loginTypes: [] },
  rights: { projects: ['READ'], crews: ['READ'] },
  mailboxRights: [],
};
const PLUS_CREW: TMenuSession = {
  type: 'pluscrew',
  user: { loginTypes: [] },
  rights: { plusCrews: ['READ', 'EDIT'] },
  mailboxRights: [],
  plusCrew: { id: 3, number: 3003 },
};

/** Every screen counts as built: tests the full rule of rules §2 / §6. */
const ALL = { has: () => true } as unknown as ReadonlySet<string>;
const keys = (s: TMenuSession, available = ALL) => sideMenu(s, available).entries.map((e) => e.key);

describe('sideMenu, full rule (every screen available)', () => {
  it.each([
    [
      'crew',
      [
        'home',
        'jobs',
        'personalCalendar',
        'trainings',
        'mobileDocuments',
        'payrolls',
        'contracts',
        'crewInfo',
        'vacancies',
        'profile',
        'help',
        'version',
      ],
    ],
    [
      'planners',
      [
        'home',
        'planningCalendar',
        'projects',
        'plannerCrew',
        'membershipCrews',
        'trainings',
        'plusCrews',
        'projectsCalendar',
        'todoCalendar',
        'projectsVacancy',
        'profile',
        'help',
        'version',
        'failedJobs',
      ],
    ],
    [
      'operations',
      [
        'home',
        'planningCalendar',
        'projects',
        'plannerCrew',
        'membershipCrews',
        'trainings',
        'projectsCalendar',
        'todoCalendar',
        'profile',
        'help',
        'version',
        'failedJobs',
      ],
    ],
    [
      'planning',
      [
        'home',
        'planningCalendar',
        'projects',
        'plannerCrew',
        'membershipCrews',
        'trainings',
        'projectsCalendar',
        'todoCalendar',
        'profile',
        'help',
        'version',
        'failedJobs',
      ],
    ],
    [
      'clients',
      [
        'home',
        'planningCalendar',
        'projects',
        'plannerCrew',
        'membershipCrews',
        'planningCrewItemList',
        'invoices',
        'trainings',
        'projectsCalendar',
        'mailbox',
        'help',
        'version',
      ],
    ],
    [
      'office',
      [
        'home',
        'invoices',
        'trainings',
        'mobileDocuments',
        'receipts',
        'mailbox',
        'profile',
        'help',
        'version',
        'failedJobs',
      ],
    ],
  ] as const)('%s', (type, expected) => {
    expect(keys(user(type))).toEqual(expected);
    expect(sideMenu(user(type), ALL).createPersonalAccount).toBe(false);
  });

  it('needs the login type as well as the right', () => {
    // A crew member holding planner rights still sees no planner entries.
    expect(keys(user('crew', { rights: { ...RIGHTS.crew, ...RIGHTS.planners } }))).not.toContain('todoCalendar');
    // The planning crew item list is for clients only.
    expect(keys(user('planners'))).not.toContain('planningCrewItemList');
    // Jobs and personal calendar need the projects right.
    expect(keys(user('crew', { rights: { ...RIGHTS.crew, projects: [] } }))).toEqual([
      'home',
      'trainings',
      'mobileDocuments',
      'payrolls',
      'contracts',
      'crewInfo',
      'vacancies',
      'profile',
      'help',
      'version',
    ]);
  });

  it('needs both persons READ and mobile project vacancies for projects vacancy', () => {
    expect(keys(user('planners', { rights: { ...RIGHTS.planners, persons: [] } }))).not.toContain('projectsVacancy');
    expect(keys(user('planners', { rights: { ...RIGHTS.planners, mobileProjectVacancies: [] } }))).not.toContain(
      'projectsVacancy',
    );
  });

  it('shows the mailbox only with the mailboxes right and an emailMessages mailbox', () => {
    expect(keys(user('office', { mailboxRights: [] }))).not.toContain('mailbox');
    expect(keys(user('office', { mailboxRights: [{ id: 1, name: 'Office', rights: ['other'] }] }))).not.toContain(
      'mailbox',
    );
    expect(keys(user('office', { rights: { ...RIGHTS.office, mailboxes: [] } }))).not.toContain('mailbox');
    expect(
      keys(user('crew', { mailboxRights: MAILBOX, rights: { ...RIGHTS.crew, mailboxes: ['READ'] } })),
    ).not.toContain('mailbox');
  });

  it('gives each entry its href and a Menu message key', () => {
    const entries = sideMenu(user('clients'), ALL).entries;
    expect(entries.find((e) => e.key === 'mailbox')).toEqual({
      key: 'mailbox',
      href: '/mailbox',
      icon: 'mail',
      screen: '/mailbox',
    });
    expect(entries.find((e) => e.key === 'planningCrewItemList')?.href).toBe('/planning-crew-item-list');
  });

  it('gives a project session only the personal-account prompt', () => {
    expect(sideMenu(PROJECT, ALL)).toEqual({ entries: [], createPersonalAccount: true });
  });

  it('gives a plus-crew session the data link when it holds plusCrews EDIT', () => {
    expect(sideMenu(PLUS_CREW, ALL)).toEqual({
      entries: [
        { key: 'plusCrewData', href: '/plus-crews/3003/data', icon: 'chart', screen: '/plus-crews/[number]/data' },
      ],
      createPersonalAccount: true,
    });
    expect(sideMenu({ ...PLUS_CREW, rights: { plusCrews: ['READ'] } }, ALL)).toEqual({
      entries: [],
      createPersonalAccount: true,
    });
  });
});

describe('sideMenu, only built screens', () => {
  // Every registry row is a page folder's, so the built screens are all of them: the menu of each
  // login type is the full rule's, written out above.
  it('shows every entry of the full rule, each on a built screen', () => {
    for (const type of ['crew', 'office', 'planners', 'clients'] as const)
      expect(keys(user(type), BUILT_SCREENS)).toEqual(keys(user(type)));
    expect(sideMenu(PLUS_CREW, BUILT_SCREENS).entries.every((e) => BUILT_SCREENS.has(e.screen))).toBe(true);
  });

  it('adds an entry as soon as its screen is available', () => {
    expect(keys(user('crew'), new Set(['/', '/jobs']))).toEqual(['home', 'jobs']);
    expect(sideMenu(PLUS_CREW, new Set(['/plus-crews/[number]/data'])).entries.map((e) => e.key)).toEqual([
      'plusCrewData',
    ]);
    expect(sideMenu(PLUS_CREW, new Set(['/'])).entries).toEqual([]);
  });
});

describe('bottom bar', () => {
  const bar = (s: TMenuSession | null, available = ALL) => bottomBar(s, available).map((e) => e.key);

  it('shows for clients and crew only, never in reduced sessions', () => {
    expect(showBottomBar(user('crew'))).toBe(true);
    expect(showBottomBar(user('clients'))).toBe(true);
    for (const t of ['planners', 'operations', 'planning', 'office'] as const)
      expect(showBottomBar(user(t))).toBe(false);
    expect(showBottomBar(PROJECT)).toBe(false);
    expect(showBottomBar({ ...PROJECT, user: { loginTypes: ['crew'] } })).toBe(false);
    expect(showBottomBar(PLUS_CREW)).toBe(false);
    expect(showBottomBar(null)).toBe(false);
  });

  it('has the entries of rules §2 per role', () => {
    expect(bar(user('crew'))).toEqual(['jobs', 'personalCalendar', 'home']);
    expect(bar(user('clients'))).toEqual(['projects', 'home', 'projectsCalendar']);
    expect(bar(user('crew', { user: { loginTypes: ['crew', 'clients'] } }))).toEqual([
      'jobs',
      'personalCalendar',
      'projects',
      'home',
    ]);
    expect(bar(user('planners'))).toEqual([]);
    expect(bar(PROJECT)).toEqual([]);
    expect(bar(PLUS_CREW)).toEqual([]);
    expect(bar(null)).toEqual([]);
  });

  it('needs the projects right for every entry', () => {
    expect(bar(user('crew', { rights: { ...RIGHTS.crew, projects: [] } }))).toEqual([]);
  });

  it('shows only built screens', () => {
    expect(bar(user('crew'), BUILT_SCREENS)).toEqual(['jobs', 'personalCalendar', 'home']);
    expect(bar(user('clients'), new Set(['/', '/projects']))).toEqual(['projects', 'home']);
  });
});

describe('isMenuEntryActive', () => {
  const entry = (key: 'home' | 'jobs' | 'mailbox', href: string) => ({ key, href });
  it('matches home only on /', () => {
    expect(isMenuEntryActive(entry('home', '/'), '/')).toBe(true);
    expect(isMenuEntryActive(entry('home', '/'), '/jobs')).toBe(false);
  });
  it('matches the entry and the pages below it', () => {
    expect(isMenuEntryActive(entry('jobs', '/jobs'), '/jobs')).toBe(true);
    expect(isMenuEntryActive(entry('jobs', '/jobs'), '/jobs/4/')).toBe(true);
    expect(isMenuEntryActive(entry('jobs', '/jobs'), '/jobsx')).toBe(false);
  });
  it('lights the mailbox on email messages', () => {
    expect(isMenuEntryActive(entry('mailbox', '/mailbox'), '/email-messages/9')).toBe(true);
    expect(isMenuEntryActive(entry('jobs', '/jobs'), '/email-messages/9')).toBe(false);
  });
});
