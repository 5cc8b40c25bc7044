import { count, eq } from 'drizzle-orm';
import { functions, personFunctions, persons, projectCrews } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'chief', 'office'] });
const personRow = async (id: number) => (await be.db.select().from(persons).where(eq(persons.id, id)))[0]!;

describe('GET /persons', () => {
  it('shows planners and office everyone, with search and paging', async () => {
    const all = await be.call('GET', '/persons', { token: tokens.planner });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(
      (await be.db.select({ n: count() }).from(persons).where(eq(persons.tenantId, 1)))[0]!.n,
    );
    const found = await be.call('GET', '/persons?search=sam%20de%20vries', {
      token: tokens.office,
    });
    expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([personIds.crew]);
    const page = await be.call('GET', '/persons?limit=1&page=2', { token: tokens.planner });
    expect(page.body.data).toEqual([all.body.data[1]]);
  });
  it('shows tokens.crew only themselves and refuses clients (no persons READ)', async () => {
    const res = await be.call('GET', '/persons', { token: tokens.crew });
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([personIds.crew]);
    expect((await be.call('GET', `/persons/${personIds.chief}`, { token: tokens.crew })).status).toBe(404);
    expect((await be.call('GET', '/persons', { token: await be.login('client@example.com') })).status).toBe(403);
  });
  it('gives a project session the people of its project only', async () => {
    const [crewRow] = await be.db
      .insert(projectCrews)
      .values({ tenantId: 1, projectId: 1, name: 'Probe crew', startDate: '2026-11-20', crewChiefId: personIds.chief })
      .returning();
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', `/persons/${personIds.chief}`, { token: pid })).status).toBe(200);
    const [outsider] = await be.db
      .insert(persons)
      .values({ tenantId: 1, firstName: 'Out', lastName: 'Sider' })
      .returning();
    expect((await be.call('GET', `/persons/${outsider!.id}`, { token: pid })).status).toBe(404);
    expect(
      (await be.call('PUT', `/persons/${personIds.chief}`, { headers: ANY_VERSION, token: pid, body: { city: 'X' } }))
        .status,
    ).toBe(403);
    await be.db.delete(projectCrews).where(eq(projectCrews.id, crewRow!.id));
  });
});

describe('PUT /persons/{id}', () => {
  it('lets a person edit their own profile fields', async () => {
    const res = await be.call('PUT', `/persons/${personIds.crew}`, {
      headers: ANY_VERSION,
      token: tokens.crew,
      body: {
        phone: '+31 6 0000 0000',
        address: 'Kade 1',
        postalCode: '3511 AA',
        city: 'Utrecht',
        countryCode: 'BE',
        nationalityCode: 'DE',
        timezone: 'Europe/Brussels',
        mapService: 'osm',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      phone: '+31 6 0000 0000',
      countryCode: 'BE',
      nationalityCode: 'DE',
      timezone: 'Europe/Brussels',
      mapService: 'osm',
    });
    expect(await personRow(personIds.crew)).toMatchObject({ address: 'Kade 1', mapService: 'osm' });
    expect((await be.call('GET', `/persons/${personIds.crew}`, { token: tokens.crew })).body.data.city).toBe('Utrecht');
  });
  it("refuses other people's profiles and planner-only fields to non-planners", async () => {
    const before = await personRow(personIds.chief);
    // Whose profile it is decides before the body is read: 403, whether or not the crew member may see it.
    expect(
      (
        await be.call('PUT', `/persons/${personIds.chief}`, {
          headers: ANY_VERSION,
          token: tokens.crew,
          body: { city: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await be.call('PUT', `/persons/${personIds.chief}`, {
          headers: ANY_VERSION,
          token: tokens.office,
          body: { city: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await be.call('PUT', `/persons/${personIds.crew}`, {
          headers: ANY_VERSION,
          token: tokens.crew,
          body: { firstName: 'Boss' },
        })
      ).status,
    ).toBe(403);
    expect(await personRow(personIds.chief)).toEqual(before);
    expect((await personRow(personIds.crew)).firstName).toBe('Sam');
  });
  it('lets planners edit anyone, names included', async () => {
    const res = await be.call('PUT', `/persons/${personIds.chief}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { firstName: 'Christopher', birthday: '1990-02-28', city: 'Gouda' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Christopher',
      name: 'Christopher Bakker',
      birthday: '1990-02-28',
      city: 'Gouda',
    });
  });
  it('rejects malformed payloads with field messages and changes nothing', async () => {
    const before = await personRow(personIds.crew);
    const cases: [unknown, string][] = [
      [{ phone: 12 }, 'phone'],
      [{ address: 'x'.repeat(301) }, 'address'],
      [{ countryCode: 'XX' }, 'countryCode'],
      [{ nationalityCode: 'QQ' }, 'nationalityCode'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ mapService: 'bing' }, 'mapService'],
      [{ birthday: '1990-02-30' }, 'birthday'],
      [{ contactId: 999999 }, 'contactId'],
      [{ regionId: 'one' }, 'regionId'],
      [{ shoeSize: 44 }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('PUT', `/persons/${personIds.crew}`, {
        headers: ANY_VERSION,
        token: tokens.planner,
        body,
      });
      expect([res.status, field]).toEqual([422, field]);
      if (field !== '_') expect(res.body.error.fields[field]).toBeTruthy();
    }
    expect(
      (await be.call('PUT', `/persons/${personIds.crew}`, { headers: ANY_VERSION, token: tokens.planner, body: '{' }))
        .status,
    ).toBe(400);
    expect(await personRow(personIds.crew)).toEqual(before);
  });
  it('answers 404 to a tenant-2 token on tenant-1 persons', async () => {
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    const before = await personRow(personIds.crew);
    expect((await be.call('GET', `/persons/${personIds.crew}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (await be.call('GET', `/persons/${personIds.crew}/functions`, { token: moyo, host: HOST_MOYO })).status,
    ).toBe(404);
    expect(
      (
        await be.call('PUT', `/persons/${personIds.crew}`, {
          headers: ANY_VERSION,
          token: moyo,
          host: HOST_MOYO,
          body: { city: 'Hijack' },
        })
      ).status,
    ).toBe(404);
    expect(await personRow(personIds.crew)).toEqual(before);
  });
});

describe('GET /persons/{id}/functions', () => {
  it('lists the tokens.crew functions of a person', async () => {
    const [fn] = await be.db.insert(functions).values({ tenantId: 1, name: 'Zz rigger' }).returning();
    await be.db.insert(personFunctions).values({ personId: personIds.crew, functionId: fn!.id }).onConflictDoNothing();
    const res = await be.call('GET', `/persons/${personIds.crew}/functions`, { token: tokens.crew });
    expect(res.body.data).toContainEqual({ id: fn!.id, name: 'Zz rigger', code: null });
    expect(
      (await be.call('GET', `/persons/${personIds.crew}/functions`, { token: await be.login('client@example.com') }))
        .status,
    ).toBe(403);
  });
});
