import { eq } from 'drizzle-orm';
import { locations, projectCrews } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });
const locationCount = async () => be.countRows(locations);

describe('locations', () => {
  let id: number;
  it('lets planners create, read, change and search locations', async () => {
    const created = await be.call('POST', '/locations', {
      token: tokens.planner,
      body: {
        name: 'Aa Ahoy Hall 1',
        address: 'Ahoyweg 10',
        postalCode: '3084 BA',
        city: 'Rotterdam',
        countryCode: 'NL',
        latitude: 51.88,
        longitude: 4.49,
      },
    });
    expect(created.status).toBe(201);
    id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Aa Ahoy Hall 1', latitude: 51.88, notes: null });
    const changed = await be.call('PUT', `/locations/${id}`, {
      token: tokens.planner,
      body: { notes: 'Gate B', latitude: null },
    });
    expect(changed.body.data).toMatchObject({ notes: 'Gate B', latitude: null, city: 'Rotterdam' });
    const crew = await be.login('crew@example.com');
    expect((await be.call('GET', `/locations/${id}`, { token: crew })).body.data.notes).toBe('Gate B');
    expect(
      (await be.call('GET', '/locations?search=ahoy%20hall', { token: crew })).body.data.map(
        (l: { id: number }) => l.id,
      ),
    ).toEqual([id]);
  });

  it('refuses non-planner writes and malformed payloads, writing nothing', async () => {
    const n = await locationCount();
    const office = await be.login('office@example.com');
    expect((await be.call('POST', '/locations', { token: office, body: { name: 'X' } })).status).toBe(403);
    expect((await be.call('PUT', `/locations/${id}`, { token: office, body: { name: 'X' } })).status).toBe(403);
    expect((await be.call('DELETE', `/locations/${id}`, { token: office })).status).toBe(403);
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: 1 }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', latitude: 91 }, 'latitude'],
      [{ name: 'A', longitude: 'east' }, 'longitude'],
      [{ name: 'A', countryCode: 'ZZ' }, 'countryCode'],
      [{ name: 'A', notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/locations', { token: tokens.planner, body });
      expect([res.status, res.body.error.fields[field] !== undefined]).toEqual([422, true]);
    }
    const bad = await be.call('PUT', `/locations/${id}`, { token: tokens.planner, body: { name: '' } });
    expect(bad.status).toBe(422);
    expect(await locationCount()).toBe(n);
    expect((await be.db.select().from(locations).where(eq(locations.id, id)))[0]!.name).toBe('Aa Ahoy Hall 1');
  });

  it('shows a project session only the locations of its crews', async () => {
    const [crew] = await be.db
      .insert(projectCrews)
      .values({ tenantId: 1, projectId: 1, name: 'Aa hall crew', startDate: '2026-11-20', locationId: id })
      .returning();
    const [other] = await be.db.insert(locations).values({ tenantId: 1, name: 'Aa elsewhere' }).returning();
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', `/locations/${id}`, { token: pid })).status).toBe(200);
    expect((await be.call('GET', `/locations/${other!.id}`, { token: pid })).status).toBe(404);
    expect(
      (await be.call('GET', '/locations', { token: pid })).body.data.map((l: { id: number }) => l.id),
    ).not.toContain(other!.id);
    // Still used by that crew: 409, nothing deleted.
    const used = await be.call('DELETE', `/locations/${id}`, { token: tokens.planner });
    expect(used.status).toBe(409);
    expect(used.body.error.code).toBe('CONFLICT');
    await be.db.delete(projectCrews).where(eq(projectCrews.id, crew!.id));
    expect((await be.call('DELETE', `/locations/${other!.id}`, { token: pid })).status).toBe(403);
  });

  it('answers 404 to a tenant-2 token on tenant-1 locations', async () => {
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect((await be.call('GET', `/locations/${id}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (await be.call('PUT', `/locations/${id}`, { token: moyo, host: HOST_MOYO, body: { name: 'Hijack' } })).status,
    ).toBe(404);
    expect((await be.call('DELETE', `/locations/${id}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect((await be.db.select().from(locations).where(eq(locations.id, id)))[0]!.name).toBe('Aa Ahoy Hall 1');
  });

  it('deletes an unused location', async () => {
    expect((await be.call('DELETE', `/locations/${id}`, { token: tokens.planner })).status).toBe(200);
    expect((await be.call('GET', `/locations/${id}`, { token: tokens.planner })).status).toBe(404);
  });
});
