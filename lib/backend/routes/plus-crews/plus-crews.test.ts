// /plusCrews over HTTP: the list, the value types, a plus crew and its settings; who may read
// and write (plusCrews READ and EDIT, a PCID session only its own plus crew, another tenant
// nothing), and the validation of the settings.
import { and, eq } from 'drizzle-orm';
import { plusCrewValues, plusCrewValueTypes, userRoles, users } from '../../db/schema';
import { insertRole } from '../../services/setup/tenant';
import { HOST_MOYO } from '../../test-support/test-backend';
import { createLogin, tenantOfHost } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'moyoPlanner'] });

/** The PCID login of the demo (plus crew id 1, number 501). */
const plusCrewLogin = async () =>
  (await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: 'demo-link' } })).body.data.token as string;

/** A user whose only right on plus crews is READ. */
async function readerToken(): Promise<string> {
  const login = await createLogin(be, 1, ['office']);
  const [user] = await be.db.select().from(users).where(eq(users.personId, login.personId));
  const roleId = await insertRole(be.db, 1, `plus crew readers ${login.personId}`, { plusCrews: ['READ'] });
  await be.db.insert(userRoles).values({ userId: user!.id, roleId });
  return login.token;
}

describe('plus crews', () => {
  it("lists the tenant's plus crews by number, with today's turnover against target", async () => {
    const res = await be.call('GET', '/plusCrews', { token: tokens.planner });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { number: number }) => c.number)).toEqual([501, 502, 503]);
    const [store, , fresh] = res.body.data;
    expect(store).toMatchObject({
      id: 1,
      name: 'Store team Utrecht Centrum',
      currency: 'EUR',
      day: { actualTurnoverCents: expect.any(Number), targetTurnoverCents: expect.any(Number) },
    });
    // The third plus crew has no figures yet.
    expect(fresh.day).toMatchObject({ actualTurnoverCents: null, targetTurnoverCents: null });
    const past = await be.call('GET', '/plusCrews?date=2001-01-01', { token: tokens.planner });
    expect(past.body.data[0].day).toEqual({ date: '2001-01-01', actualTurnoverCents: null, targetTurnoverCents: null });
    expect((await be.call('GET', '/plusCrews?date=2025-02-30', { token: tokens.planner })).status).toBe(422);
  });

  it('has the five value types, and a plus crew with its settings by number', async () => {
    const types = await be.call('GET', '/plusCrews/valueTypes', { token: tokens.planner });
    expect(types.body.data.map((t: { code: string; caption: string }) => [t.code, t.caption])).toEqual([
      ['targetBorder', 'Target Border'],
      ['teamBonus', 'Team Bonus'],
      ['actualTurnover', 'Actual Turnover'],
      ['staffHours', 'Staff Hours'],
      ['targetTurnover', 'Target Turnover'],
    ]);
    const crew = await be.call('GET', '/plusCrews/501', { token: tokens.planner });
    expect(crew.body.data).toEqual({
      id: 1,
      number: 501,
      version: 1,
      name: 'Store team Utrecht Centrum',
      currency: 'EUR',
      hasPassword: true,
    });
    const values = await be.call('GET', '/plusCrews/501/values', { token: tokens.planner });
    expect(
      values.body.data.map((v: { valueType: { code: string }; amountCents: number; percent: number }) => v),
    ).toEqual([
      { id: expect.any(Number), valueType: types.body.data[0], amountCents: null, percent: 90 },
      { id: expect.any(Number), valueType: types.body.data[1], amountCents: 75000, percent: null },
    ]);
    expect((await be.call('GET', '/plusCrews/503/values', { token: tokens.planner })).body.data).toEqual([]);
    expect((await be.call('GET', '/plusCrews/9999', { token: tokens.planner })).status).toBe(404);
  });

  it('keeps settings: the border and the bonus as an amount or a percentage, validated', async () => {
    const put = (body: unknown) =>
      be.call('PUT', '/plusCrews/503/values', { headers: ANY_VERSION, token: tokens.planner, body });
    const set = await put({ targetBorderPercent: 92.5, teamBonus: { kind: 'percentage', percent: 12.5 } });
    expect(set.status).toBe(200);
    expect(
      set.body.data.values.map((v: { amountCents: number | null; percent: number | null }) => [
        v.amountCents,
        v.percent,
      ]),
    ).toEqual([
      [null, 92.5],
      [null, 12.5],
    ]);
    const again = await put({ targetBorderPercent: 100, teamBonus: { kind: 'amount', amountCents: 25000 } });
    expect(
      again.body.data.values.map((v: { amountCents: number | null; percent: number | null }) => [
        v.amountCents,
        v.percent,
      ]),
    ).toEqual([
      [null, 100],
      [25000, null],
    ]);

    const before = await be.countRows(plusCrewValues);
    for (const [body, field, key] of [
      [
        { targetBorderPercent: 0, teamBonus: { kind: 'amount', amountCents: 100 } },
        'targetBorderPercent',
        'greaterThan',
      ],
      [
        { targetBorderPercent: 90.555, teamBonus: { kind: 'amount', amountCents: 100 } },
        'targetBorderPercent',
        'multipleOf',
      ],
      [{ targetBorderPercent: 501, teamBonus: { kind: 'amount', amountCents: 100 } }, 'targetBorderPercent', 'tooBig'],
      [
        { targetBorderPercent: 90, teamBonus: { kind: 'amount', amountCents: 0 } },
        'teamBonus.amountCents',
        'greaterThan',
      ],
      [
        { targetBorderPercent: 90, teamBonus: { kind: 'amount', amountCents: 10.5 } },
        'teamBonus.amountCents',
        'notAnInteger',
      ],
      [{ targetBorderPercent: 90, teamBonus: { kind: 'percentage', percent: 101 } }, 'teamBonus.percent', 'tooBig'],
      [
        { targetBorderPercent: 90, teamBonus: { kind: 'percentage', amountCents: 5 } },
        'teamBonus.percent',
        'notANumber',
      ],
    ] as const) {
      const res = await put(body);
      expect([res.status, res.body.error.fieldKeys[field]?.key]).toEqual([422, key]);
    }
    expect(await be.countRows(plusCrewValues)).toBe(before);
  });

  it('needs plusCrews READ to read and EDIT to write, checked before the body', async () => {
    expect((await be.call('GET', '/plusCrews', { token: tokens.crew })).status).toBe(403);
    expect((await be.call('GET', '/plusCrews/501', { token: tokens.crew })).status).toBe(403);
    const reader = await readerToken();
    expect((await be.call('GET', '/plusCrews/501/values', { token: reader })).status).toBe(200);
    const before = await be.countRows(plusCrewValues);
    for (const body of [{}, { targetBorderPercent: 90, teamBonus: { kind: 'amount', amountCents: 100 } }]) {
      const res = await be.call('PUT', '/plusCrews/501/values', { token: reader, body });
      expect([res.status, res.body.error.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await be.countRows(plusCrewValues)).toBe(before);
  });

  it('gives a plus-crew (PCID) session its own plus crew only, and not its settings to change', async () => {
    const pcid = await plusCrewLogin();
    const list = await be.call('GET', '/plusCrews', { token: pcid });
    expect(list.body.data.map((c: { number: number }) => c.number)).toEqual([501]);
    expect((await be.call('GET', '/plusCrews/501', { token: pcid })).status).toBe(200);
    expect((await be.call('GET', '/plusCrews/501/values', { token: pcid })).status).toBe(200);
    expect((await be.call('GET', '/plusCrews/valueTypes', { token: pcid })).status).toBe(200);
    for (const path of ['/plusCrews/502', '/plusCrews/502/values', '/plusCrews/503', '/plusCrews/0', '/plusCrews/x'])
      expect([path, (await be.call('GET', path, { token: pcid })).status]).toEqual([path, 404]);
    const settings = { targetBorderPercent: 50, teamBonus: { kind: 'amount', amountCents: 100000 } };
    expect((await be.call('PUT', '/plusCrews/502/values', { token: pcid, body: settings })).status).toBe(404);
    const own = await be.call('PUT', '/plusCrews/501/values', { token: pcid, body: settings });
    expect([own.status, own.body.error.code]).toEqual([403, 'FORBIDDEN']);
  });

  it("answers 404 to another tenant's plus crews and shows it only its own", async () => {
    const moyo = { token: tokens.moyoPlanner, host: HOST_MOYO };
    const list = await be.call('GET', '/plusCrews', moyo);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Winkelteam Haarlem']);
    expect((await be.call('GET', '/plusCrews/502', moyo)).status).toBe(404);
    expect((await be.call('GET', '/plusCrews/502/values', moyo)).status).toBe(404);
    const settings = { targetBorderPercent: 50, teamBonus: { kind: 'amount', amountCents: 100 } };
    expect((await be.call('PUT', '/plusCrews/502/values', { ...moyo, body: settings })).status).toBe(404);
    // Its value types are its own rows.
    const ours = (await be.call('GET', '/plusCrews/valueTypes', { token: tokens.planner })).body.data;
    const theirs = (await be.call('GET', '/plusCrews/valueTypes', moyo)).body.data;
    expect(theirs.map((t: { id: number }) => t.id)).not.toContain(ours[0].id);
  });

  it('answers VALUE_TYPES_MISSING when a tenant lacks one of the five value types', async () => {
    const moyo = { token: tokens.moyoPlanner, host: HOST_MOYO };
    const tenant2 = await tenantOfHost(be, 'moyo.localhost');
    await be.db
      .delete(plusCrewValueTypes)
      .where(and(eq(plusCrewValueTypes.tenantId, tenant2), eq(plusCrewValueTypes.code, 'staffHours')));
    expect((await be.call('GET', '/plusCrews/valueTypes', moyo)).body.data).toHaveLength(4);
    const res = await be.call('GET', '/plusCrews', moyo);
    expect([res.status, res.body.error.code]).toEqual([409, 'VALUE_TYPES_MISSING']);
  });
});
