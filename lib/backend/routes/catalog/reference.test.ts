import { functions, regions, tags } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });
const functionCount = async () => be.countRows(functions);

describe('reference lists', () => {
  it("serves the tenant's tags and regions and the global countries and nationalities", async () => {
    await be.db.insert(tags).values([
      { tenantId: 1, name: 'Aa forklift' },
      { tenantId: 2, name: 'Aa moyo only' },
    ]);
    await be.db.insert(regions).values({ tenantId: 1, name: 'Aa North' });
    const crew = await be.login('crew@example.com');
    const tagNames = (await be.call('GET', '/tags', { token: crew })).body.data.map((t: { name: string }) => t.name);
    expect(tagNames).toContain('Aa forklift');
    expect(tagNames).not.toContain('Aa moyo only');
    expect(
      (await be.call('GET', '/regions', { token: crew })).body.data.map((t: { name: string }) => t.name),
    ).toContain('Aa North');
    const countries = (await be.call('GET', '/countries', { token: crew })).body.data;
    expect(countries).toContainEqual({ code: 'NL', name: 'Netherlands' });
    const moyo = await be.login('crew@example.com', { host: HOST_MOYO });
    expect((await be.call('GET', '/nationalities', { token: moyo, host: HOST_MOYO })).body.data).toContainEqual({
      code: 'DE',
      name: 'German',
    });
    expect((await be.call('GET', '/countries')).status).toBe(401);
  });
});

describe('functions', () => {
  it('lets planners add functions with unique names, and anyone read them', async () => {
    const created = await be.call('POST', '/functions', {
      token: tokens.planner,
      body: { name: 'Spotlight operator', code: 'SPOT' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Spotlight operator', code: 'SPOT' });
    const dup = await be.call('POST', '/functions', { token: tokens.planner, body: { name: 'SPOTLIGHT OPERATOR' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.name).toBeTruthy();
    const list = await be.call('GET', '/functions', { token: await be.login('crew@example.com') });
    expect(list.body.data).toContainEqual(created.body.data);
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect(
      (await be.call('GET', '/functions', { token: moyo, host: HOST_MOYO })).body.data.map((f: { id: number }) => f.id),
    ).not.toContain(created.body.data.id);
  });
  it('refuses non-planners and malformed payloads, writing nothing', async () => {
    const n = await functionCount();
    expect(
      (await be.call('POST', '/functions', { token: await be.login('office@example.com'), body: { name: 'Clerk' } }))
        .status,
    ).toBe(403);
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: 5 }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'A', code: 'x'.repeat(21) }, 'code'],
      [{ name: ' ' }, 'name'],
    ] as const) {
      const res = await be.call('POST', '/functions', { token: tokens.planner, body });
      expect([res.status, res.body.error.fields[field] !== undefined]).toEqual([422, true]);
    }
    expect(await functionCount()).toBe(n);
  });
});
