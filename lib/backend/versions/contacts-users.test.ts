// Several planners and office at once on a contact and on a login (lib/domain/versions.ts), over
// HTTP and on both drivers: a change refuses a missing version (428) and an older one (412, with
// who and when); of two changes based on one version exactly one wins; the version counts up on
// every committed change, never on a refused one, nor on a new password.
import { eq } from 'drizzle-orm';
import { contacts, users } from '../db/schema';
import { createLogin, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
let office: Awaited<ReturnType<typeof createLogin>>;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  office = await createLogin(be, tenantId, ['office']);
});

const storedContact = async (id: number) => (await be.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
const storedUser = async (id: number) => (await be.db.select().from(users).where(eq(users.id, id)))[0]!;
const changeContact = (token: string, id: number, body: object, ifMatch?: string) =>
  be.call('PUT', `/contacts/${id}`, { token, body, headers: versionOf(ifMatch) });
const changeUser = (token: string, id: number, body: object, ifMatch?: string) =>
  be.call('PUT', `/users/${id}`, { token, body, headers: versionOf(ifMatch) });

async function newContact() {
  const res = await be.call('POST', '/contacts', { token: tokens.planner, body: { name: 'Stagehands Ltd' } });
  return res.body.data as { id: number; version: number };
}

describe('contacts carry a version', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const c = await newContact();
    expect(c.version).toBe(1);
    const read = await be.call('GET', `/contacts/${c.id}`, { token: tokens.planner });
    expect([read.body.data.version, read.headers.get('etag')]).toEqual([1, '"1"']);
    const changed = await changeContact(tokens.planner, c.id, { city: 'Utrecht' }, '"1"');
    expect([changed.status, changed.body.data.version, changed.headers.get('etag')]).toEqual([200, 2, '"2"']);
    // Nothing changed: no new version.
    expect((await changeContact(tokens.planner, c.id, { city: 'Utrecht' }, '"2"')).body.data.version).toBe(2);
  });

  it('refuses a change without If-Match (428) or based on an older version (412)', async () => {
    const c = await newContact();
    expect((await changeContact(tokens.planner, c.id, { city: 'Ghent' })).status).toBe(428);
    expect((await changeContact(office.token, c.id, { phone: '+32 9 000 00 00' }, '"1"')).status).toBe(200);
    const stale = await changeContact(tokens.planner, c.id, { city: 'Ghent' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { id: office.personId }, changedAt: expect.any(String) },
    });
    expect(await storedContact(c.id)).toMatchObject({ version: 2, city: null });
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const c = await newContact();
    const results = await Promise.all([
      changeContact(tokens.planner, c.id, { city: 'Leeds' }, '"1"'),
      changeContact(office.token, c.id, { city: 'York' }, '"1"'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.status === 200)!.body.data as { city: string };
    expect(await storedContact(c.id)).toMatchObject({ version: 2, city: won.city });
  });
});

describe('logins carry a version', () => {
  it("refuses a change of a login made without If-Match (428) or on an older version (412); the login's own password is no new version", async () => {
    const crew = await createLogin(be, tenantId, ['crew']);
    expect((await changeUser(tokens.planner, crew.userId, { language: 'nl' })).status).toBe(428);
    const changed = await changeUser(office.token, crew.userId, { language: 'nl' }, '"1"');
    expect([changed.status, changed.body.data.version, changed.headers.get('etag')]).toEqual([200, 2, '"2"']);
    const password = await be.call('POST', '/account/password', {
      token: crew.token,
      body: { currentPassword: 'demo', newPassword: 'n3w-secret-2026' },
    });
    expect(password.status).toBe(200);
    expect((await storedUser(crew.userId)).version).toBe(2);
    const stale = await changeUser(tokens.planner, crew.userId, { active: false }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error.details).toMatchObject({ version: 2, changedBy: { id: office.personId } });
    expect(await storedUser(crew.userId)).toMatchObject({ version: 2, active: true, language: 'nl' });
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const crew = await createLogin(be, tenantId, ['crew']);
    const results = await Promise.all([
      changeUser(tokens.planner, crew.userId, { language: 'fr' }, '"1"'),
      changeUser(office.token, crew.userId, { language: 'de' }, '"1"'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.status === 200)!.body.data as { language: string };
    expect(await storedUser(crew.userId)).toMatchObject({ version: 2, language: won.language });
  });
});
