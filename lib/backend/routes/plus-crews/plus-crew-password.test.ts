// PUT /plusCrews/{number}/password over HTTP: a planner sets, changes or clears
// the plus-crew login (PCID) password, and the PCID sessions opened with the old one end. Only
// user sessions with plusCrews EDIT of the plus crew's own tenant may do it.
import { eq } from 'drizzle-orm';
import { plusCrews, sessions } from '../../db/schema';
import { DEMO_LINK_PASSWORD } from '../../seed';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'moyoPlanner'] });

/** The demo's PCID login: plus crew id 1, number 501. */
const pcidLogin = (password: string) => be.call('POST', '/auth/token', { body: { plusCrewId: 1, password } });
const setPassword = (password: string | null, token = tokens.planner, number = 501) =>
  be.call('PUT', `/plusCrews/${number}/password`, { token, body: { password } });
const hashOf = async (id = 1) =>
  (await be.db.select({ hash: plusCrews.passwordHash }).from(plusCrews).where(eq(plusCrews.id, id)))[0]!.hash;

describe('PUT /plusCrews/{number}/password', () => {
  it('changes the password: the PCID session opened before ends, the new password logs in, the old does not', async () => {
    const pcid = (await pcidLogin(DEMO_LINK_PASSWORD)).body.data.token as string;
    expect((await be.call('GET', '/plusCrews/501', { token: pcid })).status).toBe(200);

    const set = await setPassword('Store-team-2030');
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ id: 1, number: 501, hasPassword: true });

    const after = await be.call('GET', '/plusCrews/501', { token: pcid });
    expect([after.status, after.body.error.code]).toEqual([401, 'SESSION_ENDED']);
    const [row] = await be.db.select().from(sessions).where(eq(sessions.plusCrewId, 1));
    expect(row).toMatchObject({ kind: 'pluscrew', reason: 'plus-crew-password-changed' });
    expect((await pcidLogin(DEMO_LINK_PASSWORD)).status).toBe(401);
    const fresh = await pcidLogin('Store-team-2030');
    expect(fresh.status).toBe(200);
    // The planner's own session is untouched.
    expect((await be.call('GET', '/plusCrews/501', { token: tokens.planner })).status).toBe(200);

    // Clearing it ends that session too, and the link no longer logs in at all.
    const cleared = await setPassword(null);
    expect([cleared.status, cleared.body.data.hasPassword]).toEqual([200, false]);
    expect((await be.call('GET', '/plusCrews/501', { token: fresh.body.data.token })).status).toBe(401);
    expect((await pcidLogin('Store-team-2030')).status).toBe(401);
    expect(await hashOf()).toBeNull();
    expect((await setPassword(DEMO_LINK_PASSWORD)).status).toBe(200);
  });

  it('answers 422 with the field message to a short password, and keeps the old one', async () => {
    const before = await hashOf();
    const res = await setPassword('Short-7');
    expect(res.status).toBe(422);
    expect(res.body.error.fields.password).toBe('At least 8 characters');
    expect(res.body.error.fieldKeys.password).toEqual({ key: 'tooShort', values: { min: 8 } });
    expect(await hashOf()).toBe(before);
  });

  it('refuses a PCID session (even its own plus crew) and a crew member with 403, before the body', async () => {
    const before = await hashOf();
    const pcid = (await pcidLogin(DEMO_LINK_PASSWORD)).body.data.token as string;
    for (const password of ['Taken-over-1', 'x']) {
      const own = await setPassword(password, pcid);
      expect([own.status, own.body.error.code]).toEqual([403, 'FORBIDDEN']);
      const crew = await setPassword(password, tokens.crew);
      expect([crew.status, crew.body.error.code]).toEqual([403, 'FORBIDDEN']);
    }
    // Another plus crew does not exist for it.
    expect((await setPassword('Taken-over-1', pcid, 502)).status).toBe(404);
    expect(await hashOf()).toBe(before);
    expect((await be.call('GET', '/plusCrews/501', { token: pcid })).status).toBe(200);
  });

  it("answers 404 to another tenant's plus crew", async () => {
    // Moyo's planner: the demo's 502 (id 2) is not Moyo's; its own plus crew is 501.
    const before = await hashOf(2);
    const res = await be.call('PUT', '/plusCrews/502/password', {
      token: tokens.moyoPlanner,
      host: HOST_MOYO,
      body: { password: 'Taken-over-1' },
    });
    expect(res.status).toBe(404);
    expect(await hashOf(2)).toBe(before);
    expect((await be.call('POST', '/auth/token', { body: { plusCrewId: 2, password: 'Taken-over-1' } })).status).toBe(
      401,
    );
  });
});
