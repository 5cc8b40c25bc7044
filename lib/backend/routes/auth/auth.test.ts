import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { attemptCounters, outgoingMails, passwordTokens, users } from '../../db/schema';
import { createMailer } from '../../services/mail';
import {
  CLIENT_RESET_REQUEST_LIMIT,
  createPasswordToken,
  RESET_REQUEST_LIMIT,
  WELCOME_TOKEN_DAYS,
} from '../../services/auth/password-reset';
import { welcomeMail } from '../../services/auth/welcome-mail';
import { DEMO_LINK_PASSWORD, DEMO_PASSWORD } from '../../seed';
import { LOGIN_LIMIT, MAX_LOGIN_ATTEMPTS_PER_CLIENT } from '../../services/auth/login';
import { takeAttempt } from '../../services/limits/attempts';
import { signToken } from '../../services/auth/tokens';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { clock } from '../../../domain/clock';

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
      keepPhotoLocation: false,
    });
    const moyo = await be.call('GET', '/tenant', { host: HOST_MOYO });
    expect(moyo.body.data).toMatchObject({
      name: 'Moyo Events',
      mobileTheme: 'moyo',
      defaultLanguage: 'nl',
      useUserLanguage: false,
      supportEmail: null,
      supportPhone: null,
      keepPhotoLocation: true,
    });
  });
  it('answers 404 TENANT_NOT_FOUND for an unknown host', async () => {
    const res = await be.call('GET', '/tenant', { host: 'evil.example.com' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('TENANT_NOT_FOUND');
  });
});

describe('POST /auth/token', () => {
  it('logs a user in and returns a JWT with the rules §3 payload', async () => {
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
  it('logs in as project 1 (PID) and plus crew 1 (PCID)', async () => {
    const pid = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } });
    expect(pid.status).toBe(200);
    const p = JSON.parse(Buffer.from(pid.body.data.token.split('.')[1], 'base64url').toString());
    expect(p.type).toBe('project');
    expect(p.project.id).toBe(1);
    const pcid = await be.call('POST', '/auth/token', { body: { plusCrewId: '1', password: 'demo-link' } });
    expect(pcid.status).toBe(200);
    const pc = JSON.parse(Buffer.from(pcid.body.data.token.split('.')[1], 'base64url').toString());
    expect(pc.type).toBe('pluscrew');
    expect((await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'bad' } })).status).toBe(401);
  });
});

// Attempts are counted before the password is checked, in one statement.
describe('login limits (brute force)', () => {
  beforeEach(async () => {
    await be.db.delete(attemptCounters);
  });
  const tryLogin = (body: Record<string, unknown>) => be.call('POST', '/auth/token', { body });

  it('checks at most 5 passwords of one user even when 20 wrong ones arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tryLogin({ username: 'client@example.com', password: 'wrong' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const locked = answers.find((a) => a.status === 429)!;
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(locked.body.error.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Even the right password is not checked while the window is used up.
    expect((await tryLogin({ username: 'client@example.com', password: DEMO_PASSWORD })).status).toBe(429);
    // Another username is not affected (once this client's own limit is set aside).
    await be.db.delete(attemptCounters).where(like(attemptCounters.key, 'login:client:%'));
    expect((await tryLogin({ username: 'planner@example.com', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('throttles one client spraying a password over many usernames', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await tryLogin({ username: `user${i}@example.com`, password: 'Summer2026' })).status);
    expect(statuses.slice(0, MAX_LOGIN_ATTEMPTS_PER_CLIENT)).toEqual(Array(MAX_LOGIN_ATTEMPTS_PER_CLIENT).fill(401));
    expect(statuses.slice(MAX_LOGIN_ATTEMPTS_PER_CLIENT).every((s) => s === 429)).toBe(true);
  });

  it('counts per client by the address the web app passes on in X-Forwarded-For', async () => {
    const from = (address: string, i: number) =>
      be.call('POST', '/auth/token', {
        body: { username: `other${i}@example.com`, password: 'Winter2026' },
        headers: { 'x-forwarded-for': address },
      });
    const first: number[] = [];
    for (let i = 0; i <= MAX_LOGIN_ATTEMPTS_PER_CLIENT; i++) first.push((await from('203.0.113.7', i)).status);
    expect(first.at(-1)).toBe(429);
    // Another browser behind the same web app is not held by the first one's limit.
    expect((await from('198.51.100.4', 99)).status).toBe(401);
  });

  it('limits project (PID) and plus-crew (PCID) passwords the same way', async () => {
    const pid = await Promise.all(Array.from({ length: 8 }, () => tryLogin({ projectId: 1, password: 'guess-000' })));
    expect(pid.filter((a) => a.status === 401)).toHaveLength(5);
    expect(pid.filter((a) => a.status === 429)).toHaveLength(3);
    await be.db.delete(attemptCounters);
    const pcid = await Promise.all(Array.from({ length: 8 }, () => tryLogin({ plusCrewId: 1, password: 'guess-000' })));
    expect(pcid.filter((a) => a.status === 401)).toHaveLength(5);
    expect(pcid.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it('no longer accepts the old 4-character demo link password', async () => {
    expect((await tryLogin({ projectId: 1, password: 'demo' })).status).toBe(401);
    expect((await tryLogin({ projectId: 1, password: DEMO_LINK_PASSWORD })).status).toBe(200);
  });

  it('locks out step by step: a minute first, each used-up window doubling the next', async () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const take = (s: number) => takeAttempt(be.db, 1, 'login:user:x', LOGIN_LIMIT, at(s));
    for (let i = 0; i < 5; i++) expect((await take(i)).allowed).toBe(true);
    const sixth = await take(10);
    expect(sixth.allowed).toBe(false);
    expect(sixth.retryAfterSeconds).toBe(50);
    // A minute later the next window opens; it lasts two minutes since the first was used up.
    for (let i = 0; i < 5; i++) expect((await take(61 + i)).allowed).toBe(true);
    const locked = await take(70);
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterSeconds).toBe(111);
    expect((await take(180)).allowed).toBe(false);
    expect((await take(181)).allowed).toBe(true);
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
    const expired = await signToken(rest, be.config.jwtSecret, Math.floor(clock.nowMs() / 1000) - 3600);
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
    await be.runJobs();
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

describe('reset links and mail', () => {
  beforeEach(async () => {
    await be.db.delete(attemptCounters);
  });
  const ask = (username: string) => be.call('POST', '/forgottenPassword', { body: { username } });
  const crewNlId = async () =>
    (await be.db.select({ id: users.id }).from(users).where(eq(users.username, 'crew.nl@example.com')))[0]!.id;

  it('answers existing and unknown accounts alike, and leaves the account work to a job', async () => {
    const [tokensBefore, mailsBefore] = [await be.countRows(passwordTokens), await be.countRows(outgoingMails)];
    const known = await ask('crew.nl@example.com');
    const unknown = await ask('nobody-here@example.com');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    // Nothing account-dependent happened inside the request.
    expect(await be.countRows(passwordTokens)).toBe(tokensBefore);
    expect(await be.countRows(outgoingMails)).toBe(mailsBefore);
    await be.runJobs();
    expect(await be.countRows(passwordTokens)).toBe(tokensBefore + 1);
    const [mail] = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1);
    expect(mail!.to).toBe('crew.nl@example.com');
  });

  it('limits requests per username and per client address (429)', async () => {
    const statuses = [];
    for (let i = 0; i < RESET_REQUEST_LIMIT.max + 1; i++) statuses.push((await ask('crew.nl@example.com')).status);
    expect(statuses).toEqual([...Array(RESET_REQUEST_LIMIT.max).fill(200), 429]);
    await be.db.delete(attemptCounters);
    const spread = [];
    for (let i = 0; i <= CLIENT_RESET_REQUEST_LIMIT.max; i++)
      spread.push((await ask(`someone${i}@example.com`)).status);
    expect(spread.at(-1)).toBe(429);
    expect(spread.filter((s) => s === 200)).toHaveLength(CLIENT_RESET_REQUEST_LIMIT.max);
  });

  it('ends older links when a new one is issued, and all open links when one is used', async () => {
    const userId = await crewNlId();
    const welcome = await createPasswordToken(be.db, 1, userId, 'welcome');
    const first = await createPasswordToken(be.db, 1, userId, 'reset');
    const second = await createPasswordToken(be.db, 1, userId, 'reset');
    for (const old of [welcome, first])
      expect((await be.call('POST', `/forgottenPassword/${old}`, { body: { password: 'Stolen-123' } })).status).toBe(
        404,
      );
    expect((await be.call('POST', `/forgottenPassword/${second}`, { body: { password: 'Fresh-1234' } })).status).toBe(
      200,
    );
    const open = await be.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    expect(open).toEqual([]);
  });

  it('never writes a mail text (with its link), its subject or its addresses to the log in production', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ from: 'x@example.com', log: (l) => lines.push(l), production: true });
    const { id } = await mailer.send(be.db, {
      tenantId: 1,
      to: 'a@example.com',
      subject: 'Reset',
      text: 'secret-link-XYZ',
      html: '<p>secret-link-XYZ</p>',
      locale: 'en',
    });
    await mailer.deliver(be.db, id);
    expect(lines.join('\n')).toContain(`stored #${id} for 1 recipient(s)`);
    for (const personal of ['secret-link-XYZ', 'a@example.com', 'Reset'])
      expect(lines.join('\n')).not.toContain(personal);
  });

  it("words the welcome mail with the link's real lifetime", async () => {
    const userId = await crewNlId();
    const mail = await welcomeMail(be.db, {
      tenantId: 1,
      userId,
      to: 'crew.nl@example.com',
      firstName: 'Noor',
      username: 'crew.nl@example.com',
      webOrigin: 'http://localhost:3000',
    });
    // crew.nl reads Dutch (mail-languages.test.ts covers every language).
    expect(mail.text).toContain(`${WELCOME_TOKEN_DAYS} dagen`);
    const [row] = await be.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(WELCOME_TOKEN_DAYS * 86400_000, -4);
  });
});

describe('system', () => {
  it('reports status, version and the OpenAPI document', async () => {
    expect((await be.call('GET', '/status')).body.data).toEqual({ status: 'ok', database: 'ok' });
    expect((await be.call('GET', '/version')).body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    const doc = await be.call('GET', '/openapi.json');
    expect(doc.body.paths['/auth/token'].post).toBeTruthy();
  });
  it('serves an interactive reference of that document for integrators', async () => {
    const page = await be.call('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/v1/openapi.json');
    expect(page.body).toContain('<title>Crewdeck API</title>');
  });
  it('answers unknown endpoints with a JSON 404', async () => {
    const res = await be.call('GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
