// The own login: language where the tenant allows it, and a password change that asks for the
// current password.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createLogin, tokenPerson } from '../../test-support/fixtures';

const { be, tokens } = withBackend({ as: ['planner', 'moyoCrew'] });
let tenantId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

describe('account', () => {
  it('changes the language where the tenant lets users choose, and the next token carries it', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const account = await be.call('GET', '/account', { token: me.token });
    expect(account.body.data).toEqual({
      username: expect.stringMatching(/@example\.com$/),
      language: 'en',
      languageChoice: true,
    });
    const changed = await be.call('PUT', '/account/language', { token: me.token, body: { language: 'de-AT' } });
    expect(changed.body.data.language).toBe('de-AT');
    const refreshed = await be.call('GET', '/auth/refresh', { token: me.token });
    const payload = JSON.parse(Buffer.from(refreshed.body.data.token.split('.')[1], 'base64url').toString());
    expect(payload.loginData.language).toBe('de-AT');
    expect((await be.call('PUT', '/account/language', { token: me.token, body: { language: 'pl' } })).status).toBe(422);
    // Moyo sets the language for everyone.
    const moyo = await be.call('PUT', '/account/language', {
      token: tokens.moyoCrew,
      host: HOST_MOYO,
      body: { language: 'fr' },
    });
    expect(moyo.status).toBe(403);
    expect(
      (await be.call('GET', '/account', { token: tokens.moyoCrew, host: HOST_MOYO })).body.data.languageChoice,
    ).toBe(false);
  });

  it('changes the password only with the current one, by the password rules', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const [{ username, passwordHash }] = (await be.db.select().from(users).where(eq(users.personId, me.personId))) as [
      typeof users.$inferSelect,
    ];
    const change = (body: Record<string, unknown>) => be.call('POST', '/account/password', { token: me.token, body });
    const wrong = await change({ currentPassword: 'nope', newPassword: 'n3w-secret' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.fields)).toEqual(['currentPassword']);
    for (const [body, field] of [
      [{ currentPassword: 'demo', newPassword: 'short1' }, 'newPassword'],
      [{ currentPassword: 'demo', newPassword: 'lettersonly' }, 'newPassword'],
      [{ currentPassword: 'demo', newPassword: '1234567890' }, 'newPassword'],
      [{ newPassword: 'n3w-secret' }, 'currentPassword'],
    ] as const) {
      const res = await change(body);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    const [still] = await be.db.select().from(users).where(eq(users.personId, me.personId));
    expect(still!.passwordHash).toBe(passwordHash);

    expect((await change({ currentPassword: 'demo', newPassword: 'n3w-secret' })).status).toBe(200);
    expect((await be.call('POST', '/auth/token', { body: { username, password: 'demo' } })).status).toBe(401);
    expect((await be.call('POST', '/auth/token', { body: { username, password: 'n3w-secret' } })).status).toBe(200);
  });

  it('is for personal logins only', async () => {
    const pid = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } });
    const token = pid.body.data.token as string;
    expect((await be.call('GET', '/account', { token })).status).toBe(403);
    expect((await be.call('POST', '/account/password', { token, body: { x: 1 } })).status).toBe(403);
  });
});
