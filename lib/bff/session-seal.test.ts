// Unsealing the session cookie: what it accepts, and that its short cache changes none of that.
import * as iron from 'iron-session';
import { unsealSession } from './session-seal';
import type { TSessionData } from './session-data';
import { clock } from '../domain/clock';

jest.mock('iron-session', () => {
  const actual = jest.requireActual('iron-session');
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

const SECRET = 's'.repeat(48);
const OTHER_SECRET = 'o'.repeat(48);
const unsealData = iron.unsealData as jest.MockedFunction<typeof iron.unsealData>;

function session(now: number, overrides: Partial<TSessionData> = {}): TSessionData {
  return {
    token: `token-${Math.random()}`,
    tokenIssuedAt: now,
    expiresAt: now + 900_000,
    tenantId: 1,
    sessionId: 'session-1',
    sessionEndsAt: now + 8 * 3600_000,
    type: 'user',
    user: { personId: 3, firstName: 'Sam', lastName: 'V', language: 'en', loginTypes: ['crew'], contactNumber: null },
    rights: { projects: ['READ'] },
    mailboxRights: [],
    ...overrides,
  };
}

const seal = (data: TSessionData, password = SECRET) => iron.sealData(data, { password, ttl: 8 * 3600 });

beforeEach(() => unsealData.mockClear());

describe('unsealSession', () => {
  it('unseals a cookie once, and answers the same again from its cache', async () => {
    const now = clock.nowMs();
    const data = session(now);
    const cookie = await seal(data);
    expect(await unsealSession(cookie, SECRET, now)).toEqual(data);
    expect(await unsealSession(cookie, SECRET, now)).toEqual(data);
    expect(unsealData).toHaveBeenCalledTimes(1);
  });

  it('hands out a copy: changing it changes nothing cached', async () => {
    const now = clock.nowMs();
    const cookie = await seal(session(now));
    const first = (await unsealSession(cookie, SECRET, now))!;
    first.tenantId = 99;
    expect((await unsealSession(cookie, SECRET, now))!.tenantId).toBe(1);
  });

  it('checks the times on every call, cached or not', async () => {
    const now = clock.nowMs();
    const cookie = await seal(session(now));
    expect(await unsealSession(cookie, SECRET, now)).not.toBeNull();
    expect(await unsealSession(cookie, SECRET, now + 900_001)).toBeNull();
  });

  it('a cookie sealed with another secret is refused, also after the same value was read', async () => {
    const now = clock.nowMs();
    const cookie = await seal(session(now), OTHER_SECRET);
    expect(await unsealSession(cookie, OTHER_SECRET, now)).not.toBeNull();
    expect(await unsealSession(cookie, SECRET, now)).toBeNull();
  });

  it('refuses forged and empty values, and does not keep them', async () => {
    const now = clock.nowMs();
    const cookie = await seal(session(now));
    const forged = cookie.slice(0, -4) + (cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await unsealSession(forged, SECRET, now)).toBeNull();
    expect(await unsealSession(forged, SECRET, now)).toBeNull();
    expect(unsealData).toHaveBeenCalledTimes(2);
    expect(await unsealSession(undefined, SECRET, now)).toBeNull();
  });

  it('refuses a session without its tenant (sealed before sessions were bound to one)', async () => {
    const now = clock.nowMs();
    const { tenantId: _dropped, ...old } = session(now);
    expect(await unsealSession(await seal(old as TSessionData), SECRET, now)).toBeNull();
  });
});
