// /plusCrews/{number}/…/data over HTTP: a month's daily figures per value type and in one call,
// one day written at once; who may read and write (a PCID session only its own plus crew,
// plusCrews EDIT to write, another tenant nothing) and the demo's two plus crews, one on track
// for its bonus and one not.
import { eq } from 'drizzle-orm';
import { plusCrewEntries, userRoles, users } from '../../db/schema';
import { insertRole } from '../../services/setup/tenant';
import { createLogin } from '../../test-support/fixtures';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { SEED_TIME_ZONE } from '../../seed/context';
import { addDays } from '../../../domain/calendar-days';
import {
  bonusForecast,
  figuresFromSeries,
  monthDays,
  monthOf,
  monthSummary,
  settingsFromValues,
  type TSeries,
  type TValueType,
} from '../../../domain/plus-crews';
import { clock } from '../../../domain/clock';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'moyoPlanner'] });

const today = clock.today(SEED_TIME_ZONE);
const month = monthOf(today);
const range = `dateFrom=${month.dateFrom}&dateTo=${month.dateTo}`;
let types: Record<string, TValueType>;
let pcid: string;

beforeAll(async () => {
  const list = (await be.call('GET', '/plusCrews/valueTypes', { token: tokens.planner })).body.data as TValueType[];
  types = Object.fromEntries(list.map((t) => [t.code, t]));
  pcid = (await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: 'demo-link' } })).body.data.token;
});

const series = async (number: number, query = range, token = tokens.planner) =>
  (await be.call('GET', `/plusCrews/${number}/data?${query}`, { token })).body.data as TSeries[];

describe('reading a month', () => {
  it('answers the three daily value types in one call: targets for the whole month, figures up to today', async () => {
    const month501 = await series(501);
    expect(month501.map((s) => [s.code, s.valueTypeId])).toEqual([
      ['actualTurnover', types.actualTurnover!.id],
      ['staffHours', types.staffHours!.id],
      ['targetTurnover', types.targetTurnover!.id],
    ]);
    const [actual, hours, target] = month501;
    expect(target!.entries).toHaveLength(month.days);
    expect(actual!.entries.map((e) => e.date)).toEqual(target!.entries.map((e) => e.date).filter((d) => d <= today));
    expect(hours!.entries).toHaveLength(actual!.entries.length);
    // Without a range: the current month.
    expect(await series(501, '')).toEqual(month501);
  });

  it('answers one value type at a time with the same entries (the three-call load)', async () => {
    const batch = await series(501);
    for (const s of batch) {
      const one = await be.call('GET', `/plusCrews/501/valueTypes/${s.valueTypeId}/data?${range}`, {
        token: tokens.planner,
      });
      expect(one.body.data).toEqual(s);
    }
    const setting = await be.call('GET', `/plusCrews/501/valueTypes/${types.targetBorder!.id}/data`, {
      token: tokens.planner,
    });
    expect([setting.status, setting.body.error.fieldKeys]).toEqual([422, { valueTypeId: { key: 'invalidOption' } }]);
    expect((await be.call('GET', '/plusCrews/501/valueTypes/999999/data', { token: tokens.planner })).status).toBe(404);
  });

  it('validates the range: both ends, in order, at most 366 days', async () => {
    for (const [query, key] of [
      ['dateFrom=2025-06-01', 'required'],
      ['dateFrom=2025-06-10&dateTo=2025-06-01', 'invalid'],
      ['dateFrom=2024-01-01&dateTo=2025-01-01', 'tooBig'],
      ['dateFrom=2025-02-30&dateTo=2025-03-01', 'invalid'],
    ] as const) {
      const res = await be.call('GET', `/plusCrews/501/data?${query}`, { token: tokens.planner });
      expect([query, res.status, Object.values(res.body.error.fieldKeys)[0]]).toEqual([
        query,
        422,
        expect.objectContaining({ key }),
      ]);
    }
    expect(
      (await be.call('GET', '/plusCrews/501/data?dateFrom=2024-01-01&dateTo=2024-12-31', { token: tokens.planner }))
        .status,
    ).toBe(200);
  });

  it('has three months of demo figures: the store team on track for its bonus, the venue team not', async () => {
    const first = monthOf(addDays(monthOf(addDays(month.dateFrom, -1)).dateFrom, -1)).dateFrom;
    const old = await series(501, `dateFrom=${first}&dateTo=${first}`);
    expect(old.map((s) => s.entries.length)).toEqual([1, 1, 1]);

    const forecast = async (number: number) => {
      const values = (await be.call('GET', `/plusCrews/${number}/values`, { token: tokens.planner })).body.data;
      const days = monthDays(month, figuresFromSeries(await series(number)));
      return bonusForecast(monthSummary(month, days, today), settingsFromValues(values));
    };
    expect(await forecast(501)).toMatchObject({ outcome: 'reached', bonus: 75000 });
    expect(await forecast(502)).toMatchObject({ outcome: 'belowBorder', bonus: 0 });
  });
});

describe('writing a day', () => {
  const day = (body: Record<string, unknown>) => ({
    date: '2030-01-15',
    actualTurnoverCents: 123456,
    targetTurnoverCents: 120000,
    staffHours: 37.5,
    ...body,
  });
  const jan = 'dateFrom=2030-01-01&dateTo=2030-01-31';

  it("stores a PCID session's figures for its own plus crew, and clears one given as null", async () => {
    const res = await be.call('PUT', '/plusCrews/501/data', { token: pcid, body: day({}) });
    expect([res.status, res.body.data]).toEqual([200, day({})]);
    expect(figuresFromSeries(await series(501, jan, pcid))).toEqual([day({})]);

    const changed = await be.call('PUT', '/plusCrews/501/data', {
      token: pcid,
      body: day({ actualTurnoverCents: null, staffHours: 8.25 }),
    });
    expect(changed.status).toBe(200);
    expect(figuresFromSeries(await series(501, jan, pcid))).toEqual([
      day({ actualTurnoverCents: null, staffHours: 8.25 }),
    ]);
  });

  it('refuses bad figures with field messages and changes nothing', async () => {
    const before = await be.countRows(plusCrewEntries);
    for (const [body, field, key] of [
      [day({ actualTurnoverCents: -1 }), 'actualTurnoverCents', 'tooSmall'],
      [day({ actualTurnoverCents: 12.5 }), 'actualTurnoverCents', 'notAnInteger'],
      [day({ targetTurnoverCents: 10_000_000_001 }), 'targetTurnoverCents', 'tooBig'],
      [day({ staffHours: 10000 }), 'staffHours', 'tooBig'],
      [day({ staffHours: 7.125 }), 'staffHours', 'multipleOf'],
      [day({ date: '2030-02-30' }), 'date', 'invalid'],
      [day({ note: 'x' }), '_', 'unexpected'],
    ] as const) {
      const res = await be.call('PUT', '/plusCrews/501/data', { token: tokens.planner, body });
      expect([field, res.status, res.body.error.fieldKeys[field]?.key]).toEqual([field, 422, key]);
    }
    expect(await be.countRows(plusCrewEntries)).toBe(before);
  });

  it('needs plusCrews EDIT, checked before the body', async () => {
    const login = await createLogin(be, 1, ['office']);
    const [user] = await be.db.select().from(users).where(eq(users.personId, login.personId));
    const roleId = await insertRole(be.db, 1, `plus crew data readers ${login.personId}`, { plusCrews: ['READ'] });
    await be.db.insert(userRoles).values({ userId: user!.id, roleId });
    expect((await series(501, range, login.token)).length).toBe(3);
    const before = await be.countRows(plusCrewEntries);
    for (const body of [{ date: 'nonsense' }, day({})]) {
      const res = await be.call('PUT', '/plusCrews/501/data', { token: login.token, body });
      expect([res.status, res.body.error.code]).toEqual([403, 'FORBIDDEN']);
      expect((await be.call('PUT', '/plusCrews/501/data', { token: tokens.crew, body })).status).toBe(403);
    }
    expect(await be.countRows(plusCrewEntries)).toBe(before);
  });

  it('gives a PCID session and another tenant 404 on any other plus crew, whatever the route', async () => {
    const before = await be.countRows(plusCrewEntries);
    const moyo = { token: tokens.moyoPlanner, host: HOST_MOYO };
    for (const caller of [{ token: pcid }, moyo]) {
      for (const path of [`/plusCrews/502/data?${range}`, `/plusCrews/502/valueTypes/${types.staffHours!.id}/data`])
        expect([path, (await be.call('GET', path, caller)).status]).toEqual([path, 404]);
      for (const body of [day({}), { broken: true }])
        expect((await be.call('PUT', '/plusCrews/502/data', { ...caller, body })).status).toBe(404);
    }
    // Tenant 2's own plus crew 501, asked with a value type of tenant 1.
    expect((await be.call('GET', `/plusCrews/501/valueTypes/${types.staffHours!.id}/data`, moyo)).status).toBe(404);
    expect(await be.countRows(plusCrewEntries)).toBe(before);
  });
});
