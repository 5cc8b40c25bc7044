import { LOGIN_TYPES } from '../domain/auth';
import { canOpen, decideAccess, isPublicPath, sessionHome, type TAccessSession } from './route-access';

const PROJECT: TAccessSession = { type: 'project', project: { id: 7, number: 1007 } };
const PLUS_CREW: TAccessSession = { type: 'pluscrew', plusCrew: { id: 3, number: 3003 } };
const USER: TAccessSession = { type: 'user' };
const q = (s = '') => new URLSearchParams(s);
const kind = (path: string, session: TAccessSession, query = '') => decideAccess(path, q(query), session).kind;

// Columns: none, user as clients, crew, planners, operations, planning, office, project (1007), plus crew (3003).
// A = allow, L = login, H = home of the reduced session. Unknown paths are allowed for users:
// Next renders the not-found screen.
const COLUMNS = ['none', ...LOGIN_TYPES, 'project', 'pluscrew'] as const;
const CODE = { A: 'allow', L: 'login', H: 'home' } as const;
const TABLE: ReadonlyArray<readonly [string, string]> = [
  // Public routes (rules §2) and the offline page.
  ['/login', 'A A A A A A A A A'],
  ['/forgotten-password', 'A A A A A A A A A'],
  ['/renew-password', 'A A A A A A A A A'],
  ['/forgottenPassword/Ab12cD', 'A A A A A A A A A'],
  ['/welcome/Ab12cD', 'A A A A A A A A A'],
  ['/unsubscribe/Ab12cD', 'A A A A A A A A A'],
  ['/version', 'A A A A A A A A A'],
  ['/offline', 'A A A A A A A A A'],
  // Authenticated routes (rules §2), in the spec's order.
  ['/', 'L A A A A A A H H'],
  ['/jobs', 'L A A A A A A H H'],
  ['/jobs/5', 'L A A A A A A H H'],
  ['/jobs/5/crew-chief-documents', 'L A A A A A A H H'],
  ['/jobs/5/contact-project-manager', 'L A A A A A A H H'],
  ['/personal-calendar', 'L A A A A A A H H'],
  ['/crews/12', 'L A A A A A A A H'],
  ['/crews/12/crew-chief-job', 'L A A A A A A H H'],
  ['/crews/12/crew-chief-location', 'L A A A A A A H H'],
  ['/crews/12/contact-crew-chief', 'L A A A A A A A H'],
  ['/crews/12/contact-contact-on-site', 'L A A A A A A H H'],
  ['/crews/12/contact-crew-member/44', 'L A A A A A A A H'],
  ['/crews/12/check-in', 'L A A A A A A H H'],
  ['/crews/12/check-out', 'L A A A A A A H H'],
  ['/crews/12/sign-off', 'L A A A A A A H H'],
  ['/crews/12/delivery-note', 'L A A A A A A H H'],
  ['/crews/12/photos', 'L A A A A A A H H'],
  ['/crews/12/security-check/3/2025-06-01/1', 'L A A A A A A H H'],
  ['/locations/9', 'L A A A A A A A H'],
  ['/payrolls', 'L A A A A A A H H'],
  ['/payrolls/77', 'L A A A A A A H H'],
  ['/payrolls/77/download/payslip', 'L A A A A A A H H'],
  ['/payrolls-documents', 'L A A A A A A H H'],
  ['/payroll-items/8', 'L A A A A A A H H'],
  ['/contracts', 'L A A A A A A H H'],
  ['/contracts/4', 'L A A A A A A H H'],
  ['/planning-calendar', 'L A A A A A A H H'],
  ['/planning-crew-item-list', 'L A A A A A A H H'],
  ['/projects', 'L A A A A A A H H'],
  ['/projects/1007', 'L A A A A A A A H'],
  ['/projects/1008', 'L A A A A A A H H'],
  ['/projects/1007/documents', 'L A A A A A A H H'],
  ['/projects/1007/contact-project-manager', 'L A A A A A A A H'],
  ['/projects/1008/contact-project-manager', 'L A A A A A A H H'],
  ['/projects-calendar', 'L A A A A A A H H'],
  ['/projects-vacancy', 'L A A A A A A H H'],
  ['/mailbox', 'L A A A A A A H H'],
  ['/email-messages/6', 'L A A A A A A H H'],
  ['/crew-info', 'L A A A A A A H H'],
  ['/crew-profile/21', 'L A A A A A A H H'],
  ['/public-profile/21', 'L A A A A A A H H'],
  ['/forms/2', 'L A A A A A A H H'],
  ['/forms/2/intake', 'L A A A A A A H H'],
  ['/forms/2/intake/15', 'L A A A A A A H H'],
  ['/trainings', 'L A A A A A A H H'],
  ['/documents/3', 'L A A A A A A H H'],
  ['/todo-calendar', 'L A A A A A A H H'],
  ['/membership-crews', 'L A A A A A A H H'],
  ['/membership-crews/2', 'L A A A A A A H H'],
  ['/membership-crews/2/contact/21', 'L A A A A A A H H'],
  ['/planner-crew', 'L A A A A A A H H'],
  ['/plus-crews', 'L A A A A A A H H'],
  ['/plus-crews/3003', 'L A A A A A A H A'],
  ['/plus-crews/3004', 'L A A A A A A H H'],
  ['/plus-crews/3003/settings', 'L A A A A A A H H'],
  ['/plus-crews/3003/data', 'L A A A A A A H A'],
  ['/plus-crews/3004/data', 'L A A A A A A H H'],
  ['/help', 'L A A A A A A H H'],
  ['/profile', 'L A A A A A A H H'],
  ['/receipts', 'L A A A A A A H H'],
  ['/invoices', 'L A A A A A A H H'],
  ['/receipt/55', 'L A A A A A A H H'],
  ['/invoice/56', 'L A A A A A A H H'],
  ['/mobileDocuments', 'L A A A A A A H H'],
  ['/vacancies', 'L A A A A A A H H'],
  // Not a route: users get Next's not-found screen.
  ['/no-such-page', 'L A A A A A A H H'],
];

function sessionFor(column: (typeof COLUMNS)[number]): TAccessSession {
  if (column === 'none') return null;
  if (column === 'project') return PROJECT;
  if (column === 'pluscrew') return PLUS_CREW;
  // Access of a user session does not depend on the login type; the column proves it.
  return { type: 'user' };
}

describe('decideAccess: every route of rules §2 × every session type', () => {
  const cases = TABLE.flatMap(([path, row]) => {
    const codes = row.split(' ');
    if (codes.length !== COLUMNS.length) throw new Error(`Row ${path} has ${codes.length} columns`);
    return COLUMNS.map((column, i) => [path, column, CODE[codes[i] as keyof typeof CODE]] as const);
  });

  it.each(cases)('%s as %s → %s', (path, column, expected) => {
    expect(kind(path, sessionFor(column))).toBe(expected);
  });
});

describe('decideAccess: redirect targets', () => {
  it('sends a visitor to /login with the wanted path and query', () => {
    expect(decideAccess('/jobs/5', q('tab=past&x=1'), null)).toEqual({
      kind: 'login',
      location: '/login?next=%2Fjobs%2F5%3Ftab%3Dpast%26x%3D1',
    });
    expect(decideAccess('/', q(), null)).toEqual({ kind: 'login', location: '/login?next=%2F' });
  });

  it('never puts an off-site target in next=', () => {
    const d = decideAccess('//evil.example/x', q(), null);
    expect(d).toEqual({ kind: 'login', location: '/login?next=%2Fevil.example%2Fx' });
  });

  it('sends reduced sessions to their own home', () => {
    expect(decideAccess('/jobs', q(), PROJECT)).toEqual({ kind: 'home', location: '/projects/1007' });
    expect(decideAccess('/jobs', q(), PLUS_CREW)).toEqual({ kind: 'home', location: '/plus-crews/3003' });
  });

  it('treats a reduced session without its scope as no session', () => {
    expect(kind('/projects/1007', { type: 'project' })).toBe('login');
    expect(kind('/plus-crews/3003', { type: 'pluscrew' })).toBe('login');
  });
});

describe('decideAccess: PID and PCID links', () => {
  it('logs a visitor in through /auth/link, carrying only PID/PCID and Password', () => {
    expect(decideAccess('/', q('PID=1&Password=demo-link&utm=x'), null)).toEqual({
      kind: 'link',
      location: '/auth/link?PID=1&Password=demo-link',
    });
    expect(decideAccess('/projects/1007', q('PCID=3'), null)).toEqual({ kind: 'link', location: '/auth/link?PCID=3' });
    expect(decideAccess('/', q('PID=1&Password=a%26b%3Dc'), null)).toEqual({
      kind: 'link',
      location: '/auth/link?PID=1&Password=a%26b%3Dc',
    });
  });

  it('keeps a full user session', () => {
    expect(kind('/jobs', USER, 'PID=7&Password=demo-link')).toBe('allow');
  });

  it('keeps the same reduced login and switches to another one', () => {
    expect(kind('/projects/1007', PROJECT, 'PID=7&Password=demo-link')).toBe('allow');
    expect(kind('/projects/1007', PROJECT, 'PID=8&Password=demo-link')).toBe('link');
    expect(kind('/projects/1007', PROJECT, 'PCID=3')).toBe('link');
    expect(kind('/plus-crews/3003', PLUS_CREW, 'PCID=3')).toBe('allow');
    expect(kind('/plus-crews/3003', PLUS_CREW, 'PID=7')).toBe('link');
  });

  it('leaves public routes alone', () => {
    expect(kind('/login', null, 'PID=1')).toBe('allow');
  });

  it('reads the parameter names as written', () => {
    expect(kind('/', null, 'pid=1')).toBe('login');
  });
});

describe('decideAccess: path tricks do not get around the rules', () => {
  it.each([
    ['/PROJECTS/1008', PROJECT, 'home'],
    ['/Projects/1007', PROJECT, 'allow'],
    ['/projects/1007/', PROJECT, 'allow'],
    ['/projects//1007', PROJECT, 'allow'],
    ['/projects/1007/../1008', PROJECT, 'home'],
    ['/projects/1007/./contact-project-manager', PROJECT, 'allow'],
    ['/projects/1007/%2e%2e/1008', PROJECT, 'home'],
    ['/projects/1007/%2E%2E/1008', PROJECT, 'home'],
    ['/projects/1007%2F..%2F1008', PROJECT, 'home'],
    ['/projects/1007/%252e%252e/1008', PROJECT, 'home'],
    ['/projects/01007', PROJECT, 'home'],
    ['/projects/1007/contact-project-manager/../../1008/documents', PROJECT, 'home'],
    ['/crews/12/..%2F..%2Fjobs', PROJECT, 'home'],
    ['/crews/abc', PROJECT, 'home'],
    ['/crews/12.png', PROJECT, 'home'],
    ['/PLUS-CREWS/3004/DATA', PLUS_CREW, 'home'],
    ['/plus-crews/3003/data/', PLUS_CREW, 'allow'],
    ['/plus-crews/3003/%2e%2e/3004', PLUS_CREW, 'home'],
    ['/jobs/', null, 'login'],
    ['/JOBS', null, 'login'],
    ['//jobs', null, 'login'],
    ['/login/../jobs', null, 'login'],
    ['/login/%2e%2e/jobs', null, 'login'],
    ['/login%2F..%2Fjobs', null, 'login'],
    ['/login\\..\\jobs', null, 'login'],
    ['/welcome/x/../../jobs', null, 'login'],
    ['/_next/../jobs', null, 'login'],
    ['/icons/..%2Fjobs', null, 'login'],
    ['/api/../jobs', null, 'login'],
    ['/%E0%A4%A', null, 'login'],
    ['/LOGIN', null, 'allow'],
    ['/login/', null, 'allow'],
  ] as const)('%s', (path, session, expected) => {
    expect(kind(path, session)).toBe(expected);
  });
});

describe('decideAccess: the gate reads a path as the router does', () => {
  // Next decodes once when routing, the gate to the end: a reduced session may not use a path
  // on which they could disagree. These are the attacks of docs/SECURITY.md, on this PID's numbers.
  it.each([
    '/crews/1/security-check/1/%252e%252e/%252e%252e',
    '/jobs/%252e%252e%252fprojects%252f1007',
    '/jobs/1%5c..%5c..%5cprojects%5c1007',
    '/jobs/1%5C..%5C..%5Cprojects%5C1007',
    '/crews/1/security-check/1/%2e%2e/%2e%2e',
    '/crews/1%2fcheck-in',
    '/projects/1007/%2E',
    '/projects/1007\\..\\1008',
    '/projects/1007/%25',
  ])('sends a project session home from %s', (path) => {
    expect(decideAccess(path, q(), PROJECT)).toEqual({ kind: 'home', location: '/projects/1007' });
    expect(kind(path.replace('/projects/1007', '/plus-crews/3003'), PLUS_CREW)).toBe('home');
  });

  it('still lets a reduced session open its own plain routes', () => {
    expect(kind('/locations/12', PROJECT)).toBe('allow');
    expect(kind('/projects/1007', PROJECT)).toBe('allow');
  });

  it('never treats such a path as public', () => {
    expect(isPublicPath('/login/%2e%2e/jobs')).toBe(false);
    expect(isPublicPath('/welcome/%252e%252e')).toBe(false);
    expect(isPublicPath('/icons/x%5c..%5cjobs')).toBe(false);
  });

  it('leaves full user sessions alone (they may open every route)', () => {
    expect(kind('/jobs/%252e%252e', { type: 'user' })).toBe('allow');
  });
});

describe('isPublicPath: static assets', () => {
  it.each([
    '/_next/static/chunks/app.js',
    '/icons/icon-192.png',
    '/images/loader.svg',
    '/themes/moyo-watermark.svg',
    '/manifest.webmanifest',
    '/sw.js',
    '/swe-worker-5a1b.js',
    '/favicon.ico',
    '/robots.txt',
    '/watermark.png',
    '/api/v1/jobs',
    '/auth/link',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/sw.js/x', '/swe-worker-/x.js', '/jobs/1.png', '/_next', '/manifest.webmanifest/x', '/authx/link'])(
    '%s is not',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe('sessionHome', () => {
  it('is the reduced session own page, null for a user session', () => {
    expect(sessionHome(PROJECT!)).toBe('/projects/1007');
    expect(sessionHome(PLUS_CREW!)).toBe('/plus-crews/3003');
    expect(sessionHome(USER!)).toBeNull();
    expect(sessionHome({ type: 'project' })).toBeNull();
  });
});

describe('canOpen: the links a page may render', () => {
  it.each([
    ['/crews/12', PROJECT, true],
    ['/crews/12/contact-crew-chief', PROJECT, true],
    ['/crews/12/contact-crew-member/44', PROJECT, true],
    ['/crews/12/contact-contact-on-site', PROJECT, false],
    ['/crews/12/check-in', PROJECT, false],
    ['/locations/9', PROJECT, true],
    ['/projects/1007', PROJECT, true],
    ['/projects/1008', PROJECT, false],
    ['/', PROJECT, false],
    ['/version', PROJECT, true],
    ['/plus-crews/3003/data?date=2025-06-01', PLUS_CREW, true],
    ['/plus-crews/3004/data', PLUS_CREW, false],
    ['/crews/12/contact-contact-on-site', USER, true],
    ['/jobs', null, false],
    ['/login', null, true],
    // A PID link would log in anew: not a link to open as it is.
    ['/crews/12?PID=8', PROJECT, false],
    ['http://localhost/crews/12', PROJECT, false],
    ['//evil.example/crews/12', PROJECT, false],
    ['mailto:crew@example.com', USER, false],
  ] as const)('%s', (href, session, expected) => {
    expect(canOpen(href, session)).toBe(expected);
  });
});
