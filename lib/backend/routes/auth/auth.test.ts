import { desc } from 'drizzle-orm';
import { outgoingMails } from '../../db/schema';
import { signToken } from '../../services/auth/tokens';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be } = withBackend();
describe('tenant', () => {
  it('serves the tenant of the forwarded host without a token', async () => {
    const demo = await be.call('GET', '/tenant');
    expect(demo.status).toBe(200);
    expect(demo.body.data).toMatchObject({
      name: 'Crewdeck Demo',
      mobileTheme: 'default',
      defaultLanguage: 'en',
      useUserLanguage: true,
      supportEmail: 'support@crewdeck.example',
      supportPhone: '+31 20 123 4567',
    });
    const moyo = await be.call('GET', '/tenant', { host: HOST_MOYO });
    expect(moyo.body.data).toMatchObject({
      name: 'Moyo Events',
      mobileTheme: 'moyo',
      defaultLanguage: 'nl',
      useUserLanguage: false,
      supportEmail: null,
      supportPhone: null,
    });
  });
  it('answers 404 TENANT_NOT_FOUND for an unknown host', async () => {
    const res = await be.call('GET', '/tenant', { host: 'evil.example.com' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('TENANT_NOT_FOUND');
  });
});

describe('POST /auth/token', () => {
  it('logs a user in and returns a JWT with the SPEC §3 payload', async () => {
    const token = await be.login('crew@example.com');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.type).toBe('user');
    expect(payload.loginData.loginTypes).toEqual([{ id: 'crew', caption: 'Crew' }]);
    expect(payload.loginData.person.firstName).toBe('Sam');
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });
  it('keeps tenants apart: the same username is another person on moyo.localhost', async () => {
    const a = JSON.parse(Buffer.from((await be.login('crew@example.com')).split('.')[1]!, 'base64url').toString());
    const b = JSON.parse(
      Buffer.from((await be.login('crew@example.com', { host: HOST_MOYO })).split('.')[1]!, 'base64url').toString(),
    );
    expect(a.tid).not.toBe(b.tid);
    expect(a.loginData.person.id).not.toBe(b.loginData.person.id);
  });
  it('requires the Type: MOBILE header', async () => {
    const res = await be.call('POST', '/auth/token', {
      headers: { type: 'WEB' },
      body: { username: 'crew@example.com', password: 'demo' },
    });
    expect(res.status).toBe(422);
  });
  it('rejects a wrong password with INVALID_CREDENTIALS', async () => {
    const res = await be.call('POST', '/auth/token', { body: { username: 'office@example.com', password: 'nope' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
  });
  it('gives field messages for malformed credentials', async () => {
    for (const body of [
      {},
      { username: 5, password: 'x' },
      { username: 'a', projectId: 1, password: 'x' },
      { username: 'x'.repeat(201), password: 'x' },
    ]) {
      const res = await be.call('POST', '/auth/token', { body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fields).length).toBeGreaterThan(0);
    }
    const broken = await be.call('POST', '/auth/token', { body: '{"username":' });
    expect(broken.status).toBe(400);
  });
  it('locks a username after 5 failures within 15 minutes, with 429 TOO_MANY_ATTEMPTS', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await be.call('POST', '/auth/token', { body: { username: 'client@example.com', password: 'wrong' } })).status,
      ).toBe(401);
    }
    const locked = await be.call('POST', '/auth/token', { body: { username: 'client@example.com', password: 'demo' } });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    // Another username is not affected.
    expect(
      (await be.call('POST', '/auth/token', { body: { username: 'planner@example.com', password: 'demo' } })).status,
    ).toBe(200);
  });
  it('logs in as project 1 (PID) and plus crew 1 (PCID)', async () => {
    const pid = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo' } });
    expect(pid.status).toBe(200);
    const p = JSON.parse(Buffer.from(pid.body.data.token.split('.')[1], 'base64url').toString());
    expect(p.type).toBe('project');
    expect(p.project.id).toBe(1);
    const pcid = await be.call('POST', '/auth/token', { body: { plusCrewId: '1', password: 'demo' } });
    expect(pcid.status).toBe(200);
    const pc = JSON.parse(Buffer.from(pcid.body.data.token.split('.')[1], 'base64url').toString());
    expect(pc.type).toBe('pluscrew');
    expect((await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'bad' } })).status).toBe(401);
  });
});

describe('refresh and rights', () => {
  it('refreshes a valid token and refuses expired or forged ones', async () => {
    const token = await be.login('planner@example.com');
    const res = await be.call('GET', '/auth/refresh', { token });
    expect(res.status).toBe(200);
    expect(typeof res.body.data.token).toBe('string');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const { iat: _i, exp: _e, ...rest } = payload;
    const expired = await signToken(rest, be.config.jwtSecret, Math.floor(Date.now() / 1000) - 3600);
    const r2 = await be.call('GET', '/auth/refresh', { token: expired });
    expect(r2.status).toBe(401);
    expect(r2.body.error.code).toBe('TOKEN_EXPIRED');
    const forged = await signToken(rest, 'x'.repeat(40));
    const r3 = await be.call('GET', '/auth/refresh', { token: forged });
    expect(r3.body.error.code).toBe('TOKEN_INVALID');
    expect((await be.call('GET', '/userRights')).status).toBe(401);
  });
  it('returns rights from the roles in the database', async () => {
    const office = await be.call('GET', '/userRights', { token: await be.login('office@example.com') });
    expect(office.body.data.receipts).toEqual(['CREATE', 'DELETE', 'READ']);
    expect(office.body.data.planningCalendar).toBeUndefined();
    const mail = await be.call('GET', '/mailboxUserRights', { token: await be.login('office@example.com') });
    expect(mail.body.data).toEqual([expect.objectContaining({ name: 'Office', rights: ['emailMessages'] })]);
    const crew = await be.call('GET', '/mailboxUserRights', { token: await be.login('crew@example.com') });
    expect(crew.body.data).toEqual([]);
  });
});

describe('forgotten password', () => {
  it('always answers 200, mails a single-use link, and the link sets the password', async () => {
    const unknown = await be.call('POST', '/forgottenPassword', { body: { username: 'nobody@example.com' } });
    expect(unknown.status).toBe(200);
    const res = await be.call('POST', '/forgottenPassword', { body: { username: 'crew.nl@example.com' } });
    expect(res.status).toBe(200);
    const [mail] = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1);
    expect(mail!.to).toBe('crew.nl@example.com');
    const token = /forgottenPassword\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain('http://localhost:3000/forgottenPassword/');

    const weak = await be.call('POST', `/forgottenPassword/${token}`, { body: { password: 'short' } });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBeTruthy();
    const ok = await be.call('POST', `/forgottenPassword/${token}`, { body: { password: 'NewPassw0rd' } });
    expect(ok.status).toBe(200);
    const again = await be.call('POST', `/forgottenPassword/${token}`, { body: { password: 'Other1234' } });
    expect(again.status).toBe(404);
    await expect(be.login('crew.nl@example.com', { password: 'NewPassw0rd' })).resolves.toEqual(expect.any(String));
  });
});

describe('system', () => {
  it('reports status, version and the OpenAPI document', async () => {
    expect((await be.call('GET', '/status')).body.data).toEqual({ status: 'ok', database: 'ok' });
    expect((await be.call('GET', '/version')).body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    const doc = await be.call('GET', '/openapi.json');
    expect(doc.body.paths['/auth/token'].post).toBeTruthy();
  });
  it('answers unknown endpoints with a JSON 404', async () => {
    const res = await be.call('GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
