import { sealData } from 'iron-session';
import { HOST_DEMO, HOST_MOYO, startTestBackend, type TTestBackend } from '../backend/test-support/test-backend';
import { BackendError, backendRequest } from './backend-client';
import { logIn, refreshSession } from './login';
import { SESSION_COOKIE, toPublicSession } from './session-data';
import { unsealSession } from './session-seal';
import { clock } from '../domain/clock';

let be: TTestBackend;
const SECRET = 'x'.repeat(48);
const ctx = { host: HOST_DEMO, proto: 'http' };

beforeAll(async () => {
  be = await startTestBackend();
  // webConfig() reads the environment once, on first use.
  process.env.BACKEND_URL = be.url;
  process.env.SESSION_SECRET = SECRET;
});
afterAll(async () => {
  await be.close();
});

describe('logIn', () => {
  it('builds a user session from the token, the rights and the tenant', async () => {
    const before = clock.nowMs();
    const { session, tenant } = await logIn({ username: 'crew@example.com', password: 'demo' }, ctx);
    expect(session.type).toBe('user');
    expect(session.user).toMatchObject({ firstName: 'Sam', loginTypes: ['crew'] });
    expect(session.user.personId).toEqual(expect.any(Number));
    expect(session.rights.projects).toContain('READ');
    expect(session.mailboxRights).toEqual([]);
    expect(session.expiresAt - session.tokenIssuedAt).toBeGreaterThan(14 * 60_000);
    expect(session.tokenIssuedAt).toBeGreaterThanOrEqual(before);
    expect(session.project).toBeUndefined();
    expect(tenant.name).toBe('Crewdeck Demo');
    expect(JSON.stringify(toPublicSession(session))).not.toContain(session.token);
  });

  it('gives office users their mailboxes', async () => {
    const { session } = await logIn({ username: 'office@example.com', password: 'demo' }, ctx);
    expect(session.mailboxRights).toEqual([expect.objectContaining({ rights: ['emailMessages'] })]);
  });

  it('logs a project (PID) and a plus crew (PCID) in with their scope', async () => {
    const project = (await logIn({ projectId: 1, password: 'demo-link' }, ctx)).session;
    expect(project.type).toBe('project');
    expect(project.project).toEqual({ id: 1, number: expect.any(Number) });
    const plus = (await logIn({ plusCrewId: 1, password: 'demo-link' }, ctx)).session;
    expect(plus.type).toBe('pluscrew');
    expect(plus.plusCrew).toEqual({ id: 1, number: expect.any(Number) });
    expect(plus.rights.plusCrews).toContain('EDIT');
  });

  it('serves the tenant of the host', async () => {
    const { session, tenant } = await logIn({ username: 'planner@example.com', password: 'demo' }, { host: HOST_MOYO });
    expect(tenant.name).toBe('Moyo Events');
    expect(session.user.loginTypes).toEqual(['planners']);
  });

  it('passes the backend error code on', async () => {
    await expect(logIn({ username: 'client@example.com', password: 'wrong' }, ctx)).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    await expect(logIn({ projectId: 1, password: 'wrong' }, ctx)).rejects.toBeInstanceOf(BackendError);
  });

  it('fits a planner session, the largest, in a cookie under 4 KB', async () => {
    const { session } = await logIn({ username: 'planner@example.com', password: 'demo' }, ctx);
    const sealed = await sealData(session, { password: SECRET });
    expect(SESSION_COOKIE.length + sealed.length + 100).toBeLessThan(4096);
    expect((await unsealSession(sealed, SECRET))?.token).toBe(session.token);
    expect(await unsealSession(sealed, 'y'.repeat(48))).toBeNull();
    expect(await unsealSession(sealed, SECRET, session.expiresAt + 1)).toBeNull();
    expect(await unsealSession('garbage', SECRET)).toBeNull();
  });
});

describe('refreshSession', () => {
  it('swaps the token and keeps rights and scope', async () => {
    const { session } = await logIn({ projectId: 1, password: 'demo-link' }, ctx);
    const old = { ...session, tokenIssuedAt: 0 };
    // Tokens are signed per second: make sure the refreshed one differs.
    await new Promise((r) => setTimeout(r, 1100));
    const next = await refreshSession(old, ctx);
    expect(next.token).not.toBe(session.token);
    expect(next.tokenIssuedAt).toBeGreaterThan(0);
    expect(next.project).toEqual(session.project);
    expect(next.rights).toEqual(session.rights);
  });

  it('shares one backend call between concurrent refreshes of a token', async () => {
    const { session } = await logIn({ username: 'chief@example.com', password: 'demo' }, ctx);
    const [a, b] = await Promise.all([refreshSession(session, ctx), refreshSession(session, ctx)]);
    expect(a).toBe(b);
  });

  it('fails with the backend code for a forged token', async () => {
    const { session } = await logIn({ username: 'crew@example.com', password: 'demo' }, ctx);
    await expect(refreshSession({ ...session, token: `${session.token}x` }, ctx)).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_INVALID',
    });
  });
});

describe('backendRequest', () => {
  it('answers 502 BACKEND_UNAVAILABLE when nothing listens', async () => {
    const { webConfig } = await import('./config');
    const config = webConfig();
    const saved = config.backendUrl;
    Object.assign(config, { backendUrl: 'http://127.0.0.1:9' });
    try {
      await expect(backendRequest('/status', { host: HOST_DEMO })).rejects.toMatchObject({
        status: 502,
        code: 'BACKEND_UNAVAILABLE',
      });
    } finally {
      Object.assign(config, { backendUrl: saved });
    }
  });
});
