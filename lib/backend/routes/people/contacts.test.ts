import { desc, eq } from 'drizzle-orm';
import { contacts, persons, projects } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { ANY_VERSION } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });
let clientContactId: number;
const contactCount = async () => be.countRows(contacts);

beforeAll(async () => {
  clientContactId = (await be.db.select().from(projects).where(eq(projects.id, 1)))[0]!.clientId;
});

describe('contacts', () => {
  it('lets planners and office add and change contacts, numbered after the highest', async () => {
    const [max] = await be.db
      .select({ n: contacts.number })
      .from(contacts)
      .where(eq(contacts.tenantId, 1))
      .orderBy(desc(contacts.number))
      .limit(1);
    const created = await be.call('POST', '/contacts', {
      token: tokens.planner,
      body: { name: 'Harbour Events', email: 'info@harbour.example', city: 'Delft', countryCode: 'NL' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Harbour Events',
      kind: 'client',
      city: 'Delft',
      countryCode: 'NL',
    });
    expect(created.body.data.number).toBe(max!.n + 1);
    const office = await be.login('office@example.com');
    const changed = await be.call('PUT', `/contacts/${created.body.data.id}`, {
      headers: ANY_VERSION,
      token: office,
      body: { phone: '+31 15 000', city: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: '+31 15 000', city: null, name: 'Harbour Events' });
    const dup = await be.call('POST', '/contacts', {
      token: tokens.planner,
      body: { name: 'Dup', number: created.body.data.number },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.number).toBeTruthy();
  });

  it('lists and reads contacts with search and meta', async () => {
    const res = await be.call('GET', '/contacts?search=harbour', { token: tokens.planner });
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Harbour Events']);
    expect(res.body.meta).toEqual({ page: 1, limit: 1000, total: 1 });
    const one = await be.call('GET', `/contacts/${clientContactId}`, { token: tokens.planner });
    expect(one.body.data.id).toBe(clientContactId);
  });

  it('shows a client only their own contact, its projects and persons', async () => {
    const client = await be.login('client@example.com');
    const list = await be.call('GET', '/contacts', { token: client });
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([clientContactId]);
    const other = (await be.call('POST', '/contacts', { token: tokens.planner, body: { name: 'Someone Else' } })).body
      .data.id;
    expect((await be.call('GET', `/contacts/${other}`, { token: client })).status).toBe(404);
    const projectsRes = await be.call('GET', `/contacts/${clientContactId}/projects`, { token: client });
    expect(projectsRes.status).toBe(200);
    expect(projectsRes.body.data.length).toBeGreaterThan(0);
    expect(projectsRes.body.data.every((p: { client: { id: number } }) => p.client.id === clientContactId)).toBe(true);
    const people = await be.call('GET', `/contacts/${clientContactId}/persons`, { token: client });
    expect(people.body.data.map((p: { name: string }) => p.name)).toContain('Casey Smit');
    const [casey] = await be.db.select().from(persons).where(eq(persons.email, 'client@example.com'));
    expect(people.body.data.every((p: { contactId: number }) => p.contactId === clientContactId)).toBe(true);
    expect(casey).toBeTruthy();
  });

  it('refuses crew and clients writing, and plus-crew sessions reading', async () => {
    const n = await contactCount();
    const crew = await be.login('crew@example.com');
    expect((await be.call('GET', '/contacts', { token: crew })).status).toBe(403);
    expect((await be.call('POST', '/contacts', { token: crew, body: { name: 'X' } })).status).toBe(403);
    const client = await be.login('client@example.com');
    expect(
      (
        await be.call('PUT', `/contacts/${clientContactId}`, {
          headers: ANY_VERSION,
          token: client,
          body: { name: 'Renamed' },
        })
      ).status,
    ).toBe(403);
    const pcid = (await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', '/contacts', { token: pcid })).status).toBe(403);
    expect(await contactCount()).toBe(n);
  });

  it('rejects malformed payloads with field messages and writes nothing', async () => {
    const n = await contactCount();
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: 7 }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', email: 'nope' }, 'email'],
      [{ name: 'A', countryCode: 'ZZ' }, 'countryCode'],
      [{ name: 'A', countryCode: 'nl' }, 'countryCode'],
      [{ name: 'A', kind: 'friend' }, 'kind'],
      [{ name: 'A', number: -3 }, 'number'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/contacts', { token: tokens.planner, body });
      expect([res.status, res.body.error.fields[field] !== undefined]).toEqual([422, true]);
    }
    const put = await be.call('PUT', `/contacts/${clientContactId}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { name: '' },
    });
    expect(put.status).toBe(422);
    expect(
      (await be.call('PUT', `/contacts/${clientContactId}`, { headers: ANY_VERSION, token: tokens.planner, body: '[' }))
        .status,
    ).toBe(400);
    expect(await contactCount()).toBe(n);
  });

  it('answers 404 to a tenant-2 token on tenant-1 contacts', async () => {
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    for (const path of [
      `/contacts/${clientContactId}`,
      `/contacts/${clientContactId}/projects`,
      `/contacts/${clientContactId}/persons`,
    ]) {
      expect((await be.call('GET', path, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    }
    expect(
      (
        await be.call('PUT', `/contacts/${clientContactId}`, {
          headers: ANY_VERSION,
          token: moyo,
          host: HOST_MOYO,
          body: { name: 'Hijack' },
        })
      ).status,
    ).toBe(404);
    const [row] = await be.db.select().from(contacts).where(eq(contacts.id, clientContactId));
    expect(row!.name).not.toBe('Hijack');
    const list = await be.call('GET', '/contacts', { token: moyo, host: HOST_MOYO });
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(clientContactId);
  });
});
