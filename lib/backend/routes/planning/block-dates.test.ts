import { eq } from 'drizzle-orm';
import { blockedDates, companies } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createLogin, tenantOfHost, tokenPerson } from '../../test-support/fixtures';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const blockCount = async () => be.countRows(blockedDates);

describe('blocked dates', () => {
  it('lets a crew member keep their own blocked dates, filtered by period', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const [company] = await be.db.select().from(companies).where(eq(companies.tenantId, tenantId)).limit(1);
    const a = await be.call('POST', '/blockDates', {
      token: me.token,
      body: { startDate: '2031-05-01', reason: 'Dentist', companyId: company!.id },
    });
    expect(a.status).toBe(201);
    expect(a.body.data).toEqual({
      id: expect.any(Number),
      personId: me.personId,
      companyId: company!.id,
      startDate: '2031-05-01',
      endDate: null,
      reason: 'Dentist',
    });
    const b = await be.call('POST', '/blockDates', {
      token: me.token,
      body: { startDate: '2031-05-10', endDate: '2031-05-20' },
    });
    expect(b.body.data.reason).toBeNull();

    const ids = async (query: string) =>
      (await be.call('GET', `/blockDates${query}`, { token: me.token })).body.data.map((x: { id: number }) => x.id);
    expect(await ids('')).toEqual([a.body.data.id, b.body.data.id]);
    expect(await ids('?from=2031-05-02&to=2031-05-09')).toEqual([]);
    expect(await ids('?from=2031-05-15&to=2031-06-01')).toEqual([b.body.data.id]);
    expect(await ids('?from=2031-05-01&to=2031-05-01')).toEqual([a.body.data.id]);
    expect(await ids(`?personId=${me.personId}&to=2031-05-05`)).toEqual([a.body.data.id]);

    expect((await be.call('DELETE', `/blockDates/${a.body.data.id}`, { token: me.token })).status).toBe(200);
    expect(await ids('')).toEqual([b.body.data.id]);
    expect((await be.call('DELETE', `/blockDates/${a.body.data.id}`, { token: me.token })).status).toBe(404);
  });

  it("keeps other people's blocked dates private, except for planners", async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const other = await createLogin(be, tenantId, ['crew']);
    const theirs = await be.call('POST', '/blockDates', { token: other.token, body: { startDate: '2031-06-01' } });
    expect((await be.call('GET', `/blockDates?personId=${other.personId}`, { token: me.token })).status).toBe(403);
    expect((await be.call('DELETE', `/blockDates/${theirs.body.data.id}`, { token: me.token })).status).toBe(404);
    expect(
      (
        await be.call('POST', '/blockDates', {
          token: me.token,
          body: { startDate: '2031-06-01', personId: other.personId },
        })
      ).status,
    ).toBe(403);

    const seen = await be.call('GET', `/blockDates?personId=${other.personId}`, { token: tokens.planner });
    expect(seen.body.data.map((x: { id: number }) => x.id)).toEqual([theirs.body.data.id]);
    const forOther = await be.call('POST', '/blockDates', {
      token: tokens.planner,
      body: { startDate: '2031-06-05', personId: other.personId, reason: 'Sick' },
    });
    expect(forOther.body.data.personId).toBe(other.personId);
    expect((await be.call('DELETE', `/blockDates/${theirs.body.data.id}`, { token: tokens.planner })).status).toBe(200);
  });

  it('rejects malformed payloads with field messages and writes nothing', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const moyoTenant = await tenantOfHost(be, 'moyo.localhost');
    const [foreignCompany] = await be.db.select().from(companies).where(eq(companies.tenantId, moyoTenant)).limit(1);
    const moyoPerson = tokenPerson(await be.login('crew@example.com', { host: HOST_MOYO })).personId;
    const before = await blockCount();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [me.token, {}, 'startDate'],
      [me.token, { startDate: '01-05-2031' }, 'startDate'],
      [me.token, { startDate: '2031-04-31' }, 'startDate'],
      [me.token, { startDate: 20310501 }, 'startDate'],
      [me.token, { startDate: '2031-05-02', endDate: '2031-05-01' }, 'endDate'],
      [me.token, { startDate: '2031-05-02', reason: 'x'.repeat(201) }, 'reason'],
      [me.token, { startDate: '2031-05-02', companyId: foreignCompany!.id }, 'companyId'],
      [me.token, { startDate: '2031-05-02', companyId: 'acme' }, 'companyId'],
      [me.token, { startDate: '2031-05-02', colour: 'red' }, '_'],
      [tokens.planner, { startDate: '2031-05-02', personId: moyoPerson }, 'personId'],
    ];
    for (const [token, body, field] of cases) {
      const res = await be.call('POST', '/blockDates', { token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      const keys = Object.keys(res.body.error.fields);
      if (field === '_') expect(keys.length).toBeGreaterThan(0);
      else expect(keys).toContain(field);
    }
    expect((await be.call('GET', '/blockDates?from=2031-02-30', { token: me.token })).status).toBe(422);
    expect((await be.call('DELETE', '/blockDates/zero', { token: me.token })).status).toBe(422);
    expect(await blockCount()).toBe(before);
  });

  it('answers 404 to another tenant', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const mine = await be.call('POST', '/blockDates', { token: me.token, body: { startDate: '2031-07-01' } });
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect((await be.call('DELETE', `/blockDates/${mine.body.data.id}`, { token: moyo, host: HOST_MOYO })).status).toBe(
      404,
    );
    const list = await be.call('GET', `/blockDates?personId=${me.personId}`, { token: moyo, host: HOST_MOYO });
    expect(list.body.data).toEqual([]);
    expect(await blockCount()).toBeGreaterThan(0);
  });
});
