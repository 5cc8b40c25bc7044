// Sessions recorded on the server and revocable; mail links from the
// tenant's configured address, never from a request header.
import { desc, eq } from 'drizzle-orm';
import { outgoingMails, persons, sessions } from '../../db/schema';
import { withBackend } from '../../test-support/with-backend';
import { DEMO_LINK_PASSWORD } from '../../seed';
import { clock } from '../../../domain/clock';

const { be, tokens } = withBackend({ as: ['planner'] });

type TPayload = { sid: string; sexp: number; exp: number; iat: number };
const payloadOf = (token: string): TPayload =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TPayload;
const rights = (token: string) => be.call('GET', '/userRights', { token });
const lastMail = async () => (await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1))[0]!;

describe('revocable sessions', () => {
  it('records a session at login, with an absolute end 8 hours on, carried in the token', async () => {
    const token = await be.login('crew@example.com');
    const p = payloadOf(token);
    const [row] = await be.db.select().from(sessions).where(eq(sessions.id, p.sid));
    expect(row).toMatchObject({ tenantId: 1, kind: 'user', revokedAt: null });
    expect(p.sexp).toBe(Math.floor(row!.expiresAt.getTime() / 1000));
    expect(p.sexp - p.iat).toBeGreaterThanOrEqual(8 * 3600 - 5);
    expect(p.sexp - p.iat).toBeLessThanOrEqual(8 * 3600 + 5);
  });

  it('logout ends the session: a copy of its token no longer works, nor refreshes', async () => {
    const token = await be.login('crew@example.com');
    expect((await rights(token)).status).toBe(200);
    expect((await be.call('POST', '/auth/logout', { token })).status).toBe(200);
    const after = await rights(token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_ENDED');
    const refresh = await be.call('GET', '/auth/refresh', { token });
    expect(refresh.status).toBe(401);
    expect(refresh.body.error.code).toBe('SESSION_ENDED');
  });

  it('says whether a session is live, for the web app to ask before it shows one', async () => {
    const token = await be.login('crew@example.com');
    expect(await be.call('GET', '/auth/session', { token })).toMatchObject({
      status: 200,
      body: { data: { ok: true } },
    });
    expect((await be.call('POST', '/auth/logout', { token })).status).toBe(200);
    const after = await be.call('GET', '/auth/session', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_ENDED');
    expect((await be.call('GET', '/auth/session')).status).toBe(401);
  });

  it('refresh keeps the session and its absolute end; a session past its end is refused', async () => {
    const token = await be.login('crew@example.com');
    const refreshed = await be.call('GET', '/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    const [a, b] = [payloadOf(token), payloadOf(refreshed.body.data.token)];
    expect(b.sid).toBe(a.sid);
    expect(b.sexp).toBe(a.sexp);
    expect(b.exp).toBeLessThanOrEqual(b.sexp);
    // Eight hours later (its end moved into the past): refresh cannot bring it back.
    await be.db
      .update(sessions)
      .set({ expiresAt: new Date(clock.nowMs() - 1000) })
      .where(eq(sessions.id, a.sid));
    const late = await be.call('GET', '/auth/refresh', { token: refreshed.body.data.token });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('SESSION_ENDED');
    expect((await rights(refreshed.body.data.token)).body.error.code).toBe('SESSION_ENDED');
  });

  it("a password change ends the user's other sessions, not the one that made it", async () => {
    const here = await be.login('chief@example.com');
    const stolen = await be.login('chief@example.com');
    const changed = await be.call('POST', '/account/password', {
      token: here,
      body: { currentPassword: 'demo', newPassword: 'An0ther-passw0rd' },
    });
    expect(changed.status).toBe(200);
    expect((await rights(here)).status).toBe(200);
    expect((await rights(stolen)).body.error.code).toBe('SESSION_ENDED');
  });

  it('setting a password through a reset link ends every session of that user', async () => {
    const open = await be.login('crew.nl@example.com');
    await be.call('POST', '/forgottenPassword', { body: { username: 'crew.nl@example.com' } });
    await be.runJobs(); // the reset mail is sent by a job
    const link = /forgottenPassword\/([A-Za-z0-9_-]+)/.exec((await lastMail()).text)![1]!;
    expect((await be.call('POST', `/forgottenPassword/${link}`, { body: { password: 'NewPassw0rd' } })).status).toBe(
      200,
    );
    expect((await rights(open)).body.error.code).toBe('SESSION_ENDED');
  });

  it("changing or clearing a project's password ends the PID sessions opened with it", async () => {
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: DEMO_LINK_PASSWORD } })).body
      .data.token;
    expect((await rights(pid)).status).toBe(200);
    const set = await be.call('PUT', '/projects/1/password', {
      token: tokens.planner,
      body: { password: 'longer-one-1' },
    });
    expect(set.status).toBe(200);
    expect((await rights(pid)).body.error.code).toBe('SESSION_ENDED');
    const again = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'longer-one-1' } })).body.data
      .token;
    await be.call('PUT', '/projects/1/password', { token: tokens.planner, body: { password: null } });
    expect((await rights(again)).body.error.code).toBe('SESSION_ENDED');
    expect((await rights(tokens.planner!)).status).toBe(200);
  });

  it('log out everywhere ends every session of the user; a project session may not call it', async () => {
    const phone = await be.login('office@example.com');
    const laptop = await be.login('office@example.com');
    expect((await be.call('POST', '/auth/logoutEverywhere', { token: laptop })).status).toBe(200);
    expect((await rights(phone)).body.error.code).toBe('SESSION_ENDED');
    expect((await rights(laptop)).body.error.code).toBe('SESSION_ENDED');
    const pcid = (await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: DEMO_LINK_PASSWORD } })).body
      .data.token;
    expect((await be.call('POST', '/auth/logoutEverywhere', { token: pcid })).status).toBe(403);
  });
});

describe('links in mails', () => {
  it("a welcome mail links to the tenant's own address whatever X-Forwarded-Host says", async () => {
    const [person] = await be.db
      .insert(persons)
      .values({ tenantId: 1, firstName: 'Phish', lastName: 'Target', email: 'target@mail.example' })
      .returning();
    const res = await be.call('POST', '/users', {
      token: tokens.planner,
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      body: { personId: person!.id, username: 'target@mail.example', loginTypes: ['crew'] },
    });
    expect(res.status).toBe(201);
    const mail = await lastMail();
    expect(mail.text).toContain('http://localhost:3000/welcome/');
    expect(mail.text).not.toContain('evil.example');
  });

  it('a reset mail ignores a port or scheme chosen in the forwarded headers', async () => {
    await be.call('POST', '/forgottenPassword', {
      host: 'localhost:6666',
      headers: { 'x-forwarded-proto': 'https' },
      body: { username: 'crew@example.com' },
    });
    await be.runJobs(); // the reset mail is sent by a job
    const mail = await lastMail();
    expect(mail.text).toContain('http://localhost:3000/forgottenPassword/');
    expect(mail.text).not.toContain('6666');
    expect(mail.text).not.toContain('https://');
  });
});
