import { isProxyAllowed, parseProxyPath, upstreamPath, type TProxySession } from './proxy-allowlist';

const USER: TProxySession = { type: 'user' };
const PROJECT: TProxySession = { type: 'project', project: { id: 7, number: 1007 } };
const PLUS_CREW: TProxySession = { type: 'pluscrew', plusCrew: { id: 3, number: 3003 } };
const allowed = (method: string, path: string, session: TProxySession) =>
  isProxyAllowed(method, parseProxyPath(path) ?? ['x'], session);

describe('parseProxyPath', () => {
  it('decodes clean segments', () => {
    expect(parseProxyPath('/projects/7')).toEqual(['projects', '7']);
    expect(parseProxyPath('documents/3/a%20b.pdf')).toEqual(['documents', '3', 'a b.pdf']);
  });
  it.each([
    '',
    '/',
    '/projects/7/..',
    '/projects/%2e%2e/jobs',
    '/projects/7%2F..%2Fjobs',
    '/a/./b',
    '/a//b',
    '/a/',
    '/a%5Cb',
    '/%E0%A4%A',
    '/a%00',
  ])('rejects %j', (raw) => expect(parseProxyPath(raw)).toBeNull());
  it('encodes segments again for the upstream call', () => {
    expect(upstreamPath(['documents', 'a b?.pdf'])).toBe('/documents/a%20b%3F.pdf');
  });
});

describe('isProxyAllowed', () => {
  // Rows: method, path, then the outcome for no session, user, project (id 7), plus crew.
  it.each([
    ['GET', '/status', true, true, true, true],
    ['GET', '/version', true, true, true, true],
    ['GET', '/tenant', true, true, true, true],
    ['POST', '/tenant', false, true, false, false],
    ['POST', '/forgottenPassword', true, true, true, true],
    ['POST', '/forgottenPassword/abcdefabcdefabcdefabcdef', true, true, true, true],
    ['GET', '/userRights', false, true, true, true],
    ['GET', '/mailboxUserRights', false, true, true, true],
    ['POST', '/auth/token', false, false, false, false],
    ['GET', '/auth/refresh', false, false, false, false],
    ['GET', '/auth', false, false, false, false],
    // The API reference is the internal port's, never the public web app's.
    ['GET', '/docs', false, false, false, false],
    ['GET', '/openapi.json', false, false, false, false],
    ['GET', '/jobs', false, true, false, false],
    ['POST', '/blockDates', false, true, false, false],
    ['DELETE', '/vacationRequests/4', false, true, false, false],
    ['GET', '/projects/7', false, true, true, false],
    ['HEAD', '/projects/7', false, true, true, false],
    ['PUT', '/projects/7', false, true, false, false],
    ['GET', '/projects/8', false, true, false, false],
    ['GET', '/projects/7/report', false, true, false, false],
    ['GET', '/projects', false, true, false, false],
    ['GET', '/projectCrews/12', false, true, true, false],
    ['GET', '/projectCrews/12/items', false, true, true, false],
    ['POST', '/projectCrews/12/items', false, true, false, false],
    ['GET', '/projectCrews/12/contacts', false, true, true, false],
    ['POST', '/projectCrews/12/contacts', false, true, false, false],
    ['GET', '/projectCrews/12/contacts/3', false, true, false, false],
    ['GET', '/projectCrews/12/deliveryNote', false, true, false, false],
    ['GET', '/projectCrews/abc', false, true, false, false],
    ['GET', '/locations/9', false, true, true, false],
    // A project session reads people as contacts (crew and project contacts), never a person's record.
    ['GET', '/persons/21', false, true, false, false],
    ['GET', '/projects/7/contacts', false, true, true, false],
    ['GET', '/projects/8/contacts', false, true, false, false],
    ['GET', '/projects/7/crews', false, true, true, false],
    ['GET', '/projects/7/documents', false, true, false, false],
    ['POST', '/projects/7/logo', false, true, false, false],
    ['GET', '/persons/21/payrolls', false, true, false, false],
    ['GET', '/plusCrews', false, true, false, true],
    ['GET', '/plusCrews/3003', false, true, false, true],
    ['GET', '/plusCrews/3/values', false, true, false, true],
    ['POST', '/plusCrews/3/values', false, true, false, true],
    ['GET', '/plusCrewsX/3', false, true, false, false],
    ['GET', '/Projects/7', false, true, false, false],
    // The stream of changes: every session's screens listen; the backend filters what it carries.
    ['GET', '/changes', false, true, true, true],
    ['POST', '/changes', false, true, false, false],
  ] as const)('%s %s', (method, path, none, user, project, plusCrew) => {
    expect([null, USER, PROJECT, PLUS_CREW].map((s) => allowed(method, path, s))).toEqual([
      none,
      user,
      project,
      plusCrew,
    ]);
  });

  it('refuses reduced sessions without their scope', () => {
    expect(allowed('GET', '/projects/7', { type: 'project' })).toBe(false);
    expect(allowed('GET', '/plusCrews/3', { type: 'pluscrew' })).toBe(false);
  });

  it('reads method names in any case', () => {
    expect(allowed('get', '/projects/7', PROJECT)).toBe(true);
  });
});
