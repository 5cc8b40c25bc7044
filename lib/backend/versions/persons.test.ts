// A person's profile, kept by the person and by planners (lib/domain/versions.ts), over HTTP and
// on both drivers: a change refuses a missing version (428) and an older one (412, with who and
// when); of two changes based on one version exactly one wins; the version counts up on every
// committed change, never on a refused one.
import { eq } from 'drizzle-orm';
import { persons } from '../db/schema';
import { createLogin, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

const put = (token: string, id: number, body: unknown, ifMatch?: string) =>
  be.call('PUT', `/persons/${id}`, { token, body, headers: versionOf(ifMatch) });
const stored = async (id: number) => (await be.db.select().from(persons).where(eq(persons.id, id)))[0]!;

describe('a profile carries a version', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const me = await createLogin(be, tokenPerson(tokens.planner).tenantId, ['crew']);
    const seen = await be.call('GET', `/persons/${me.personId}`, { token: me.token });
    expect([seen.body.data.version, seen.headers.get('etag')]).toEqual([1, '"1"']);
    const saved = await put(me.token, me.personId, { city: 'Utrecht' }, '"1"');
    expect([saved.status, saved.body.data.version, saved.headers.get('etag')]).toEqual([200, 2, '"2"']);
    // Refused (a crew member may not change their own name): no new version.
    expect((await put(me.token, me.personId, { firstName: 'Boss' }, '"2"')).status).toBe(403);
    expect((await put(me.token, me.personId, { timezone: 'Mars/Olympus' }, '"2"')).status).toBe(422);
    expect((await stored(me.personId)).version).toBe(2);
  });

  it("refuses the person's change without If-Match (428), or after a planner's (412, naming them)", async () => {
    const me = await createLogin(be, tokenPerson(tokens.planner).tenantId, ['crew']);
    expect((await put(me.token, me.personId, { city: 'Delft' })).status).toBe(428);
    expect((await put(tokens.planner, me.personId, { lastName: 'de Vries' }, '"1"')).status).toBe(200);
    const stale = await put(me.token, me.personId, { city: 'Delft' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { name: 'Pat Jansen' } },
    });
    expect(await stored(me.personId)).toMatchObject({ version: 2, lastName: 'de Vries', city: null });
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const me = await createLogin(be, tokenPerson(tokens.planner).tenantId, ['crew']);
    const results = await Promise.all([
      put(me.token, me.personId, { city: 'Gouda' }, '"1"'),
      put(tokens.planner, me.personId, { city: 'Breda' }, '"1"'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { city: string };
    expect(await stored(me.personId)).toMatchObject({ version: 2, city: winner.city });
  });
});
