// The session routes and the link handler against the real backend (in-memory PGlite),
// with the cookie store of next/headers replaced by a jar.
import { NextRequest } from 'next/server';
import { HOST_DEMO, startTestBackend, type TTestBackend } from '@/lib/backend/test-support/test-backend';
import { SESSION_COOKIE } from '@/lib/bff/session-data';
import { incoming, jar } from '@/lib/bff/test-support/cookie-jar';
import { unsealSession } from '@/lib/bff/session-seal';
import type * as LinkRoute from '../../auth/link/route';
import type * as EverywhereRoute from './everywhere/route';
import type * as RefreshRoute from './refresh/route';
import type * as SessionRoute from './route';

jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);

const SECRET = 'q'.repeat(48);
const ORIGIN = `http://${HOST_DEMO}`;
let be: TTestBackend;
let session: typeof SessionRoute;
let refresh: typeof RefreshRoute;
let link: typeof LinkRoute;
let everywhere: typeof EverywhereRoute;

const req = (
  path: string,
  init: { method?: string; origin?: string | null; body?: string; headers?: Record<string, string> } = {},
) =>
  new NextRequest(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      host: HOST_DEMO,
      'content-type': 'application/json',
      ...(init.origin === null ? {} : { origin: init.origin ?? ORIGIN }),
      ...init.headers,
    },
    body: init.body,
  });
const login = (body: unknown, origin?: string | null) =>
  session.POST(req('/api/session', { method: 'POST', body: JSON.stringify(body), origin }));

beforeAll(async () => {
  be = await startTestBackend();
  process.env.BACKEND_URL = be.url;
  process.env.SESSION_SECRET = SECRET;
  session = await import('./route');
  refresh = await import('./refresh/route');
  link = await import('../../auth/link/route');
  everywhere = await import('./everywhere/route');
});
afterAll(async () => {
  await be.close();
});
beforeEach(() => {
  jar.clear();
  incoming.headers = new Headers({ host: HOST_DEMO });
});

describe('POST /api/session', () => {
  it('logs in, seals the token in the cookie and answers without it', async () => {
    const res = await login({ username: 'client@example.com', password: 'demo' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const body = JSON.parse(text);
    expect(body.data.session).toMatchObject({
      type: 'user',
      user: { loginTypes: ['clients'] },
      rights: { invoices: ['READ'] },
    });
    expect(body.data.tenant.name).toBe('Crewdeck Demo');
    const sealed = await unsealSession(jar.get(SESSION_COOKIE), SECRET);
    expect(sealed?.token).toMatch(/^eyJ/);
  });

  it('answers the backend code and status for bad credentials', async () => {
    const res = await login({ username: 'client@example.com', password: 'nope' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_CREDENTIALS');
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('validates the body with field messages', async () => {
    const res = await login({ username: '  ', password: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'Enter your username', password: 'Enter your password' },
      fieldKeys: { username: { key: 'required' }, password: { key: 'required' } },
    });
    expect((await login({ username: 5 })).status).toBe(422);
    const broken = await session.POST(req('/api/session', { method: 'POST', body: '{"username":' }));
    expect(broken.status).toBe(400);
  });

  it('refuses another origin, or none', async () => {
    for (const origin of ['http://evil.example', null]) {
      const res = await login({ username: 'client@example.com', password: 'demo' }, origin);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('ORIGIN_MISMATCH');
    }
  });

  it('replaces a previous session entirely', async () => {
    await link.GET(req('/auth/link?PID=1&Password=demo-link'));
    expect((await unsealSession(jar.get(SESSION_COOKIE), SECRET))?.project).toBeDefined();
    await login({ username: 'crew@example.com', password: 'demo' });
    const now = await unsealSession(jar.get(SESSION_COOKIE), SECRET);
    expect(now?.type).toBe('user');
    expect(now?.project).toBeUndefined();
  });
});

describe('GET and DELETE /api/session', () => {
  it('reads the public session, and logout ends it', async () => {
    expect((await session.GET(req('/api/session'))).status).toBe(401);
    await login({ username: 'office@example.com', password: 'demo' });
    const me = await session.GET(req('/api/session'));
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.data.session.user.loginTypes).toEqual(['office']);
    expect(body.data.session.token).toBeUndefined();
    expect((await session.DELETE(req('/api/session', { method: 'DELETE', origin: null }))).status).toBe(403);
    expect(jar.has(SESSION_COOKIE)).toBe(true);
    expect((await session.DELETE(req('/api/session', { method: 'DELETE' }))).status).toBe(200);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect((await session.GET(req('/api/session'))).status).toBe(401);
  });
});

describe('POST /api/session/refresh', () => {
  it('swaps the token', async () => {
    await login({ username: 'crew@example.com', password: 'demo' });
    const before = await unsealSession(jar.get(SESSION_COOKIE), SECRET);
    await new Promise((r) => setTimeout(r, 1100));
    const res = await refresh.POST(req('/api/session/refresh', { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('eyJ');
    const after = await unsealSession(jar.get(SESSION_COOKIE), SECRET);
    expect(after?.token).not.toBe(before?.token);
  });

  it('answers 401 without a session, and clears a session whose refresh is refused', async () => {
    expect((await refresh.POST(req('/api/session/refresh', { method: 'POST' }))).status).toBe(401);
    await login({ username: 'crew@example.com', password: 'demo' });
    const s = (await unsealSession(jar.get(SESSION_COOKIE), SECRET))!;
    const { sealData } = await import('iron-session');
    jar.set(SESSION_COOKIE, await sealData({ ...s, token: `${s.token}x` }, { password: SECRET, ttl: 3600 }));
    const res = await refresh.POST(req('/api/session/refresh', { method: 'POST' }));
    expect(res.status).toBe(401);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('GET /auth/link', () => {
  const location = (res: Response) => res.headers.get('location');

  it('logs in as a project or a plus crew and lands on its page', async () => {
    const p = await link.GET(req('/auth/link?PID=1&Password=demo-link'));
    expect(p.status).toBe(303);
    const project = await unsealSession(jar.get(SESSION_COOKIE), SECRET);
    expect(location(p)).toBe(`/projects/${project?.project?.number}`);
    const c = await link.GET(req('/auth/link?PCID=1&Password=demo-link'));
    const plus = await unsealSession(jar.get(SESSION_COOKIE), SECRET);
    expect(plus?.type).toBe('pluscrew');
    expect(location(c)).toBe(`/plus-crews/${plus?.plusCrew?.number}`);
  });

  it('sends failures to /login with the reason', async () => {
    expect(location(await link.GET(req('/auth/link?PID=1&Password=wrong')))).toBe('/login?error=INVALID_CREDENTIALS');
    expect(location(await link.GET(req('/auth/link?PID=abc')))).toBe('/login?error=VALIDATION_FAILED');
    expect(location(await link.GET(req('/auth/link?PID=1&PCID=1&Password=demo-link')))).toBe(
      '/login?error=VALIDATION_FAILED',
    );
    expect(location(await link.GET(req('/auth/link')))).toBe('/login?error=VALIDATION_FAILED');
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('leaves a full user session alone', async () => {
    await login({ username: 'planner@example.com', password: 'demo' });
    const res = await link.GET(req('/auth/link?PID=1&Password=demo-link'));
    expect(location(res)).toBe('/');
    expect((await unsealSession(jar.get(SESSION_COOKIE), SECRET))?.type).toBe('user');
  });
});

describe('sessions on the server, bound to their tenant', () => {
  const refreshWith = async (cookie: string) => {
    jar.set(SESSION_COOKIE, cookie);
    return refresh.POST(req('/api/session/refresh', { method: 'POST' }));
  };

  it('logout ends the session on the server: a copy of the cookie no longer refreshes', async () => {
    await login({ username: 'crew@example.com', password: 'demo' });
    const copy = jar.get(SESSION_COOKIE)!;
    const sealed = await unsealSession(copy, SECRET);
    expect((await session.DELETE(req('/api/session', { method: 'DELETE' }))).status).toBe(200);
    expect((await refreshWith(copy)).status).toBe(401);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    const direct = await be.call('GET', '/userRights', { token: sealed!.token });
    expect(direct.body.error.code).toBe('SESSION_ENDED');
  });

  it('log out everywhere ends the other sessions of the user too', async () => {
    await login({ username: 'planner@example.com', password: 'demo' });
    const phone = jar.get(SESSION_COOKIE)!;
    await login({ username: 'planner@example.com', password: 'demo' });
    expect((await everywhere.POST(req('/api/session/everywhere', { method: 'POST', origin: null }))).status).toBe(403);
    const res = await everywhere.POST(req('/api/session/everywhere', { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect((await refreshWith(phone)).status).toBe(401);
  });

  it("chooses the tenant by the request's own Host, not by X-Forwarded-Host from the browser", async () => {
    const res = await session.POST(
      req('/api/session', {
        method: 'POST',
        body: JSON.stringify({ username: 'crew@example.com', password: 'demo' }),
        headers: { 'x-forwarded-host': 'moyo.localhost:3000' },
      }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.tenant.name).toBe('Crewdeck Demo');
    expect((await unsealSession(jar.get(SESSION_COOKIE), SECRET))?.tenantId).toBe(1);
  });

  it('a copy of the cookie reads no session after logout: 401, as on /api/v1', async () => {
    await login({ username: 'crew@example.com', password: 'demo' });
    const copy = jar.get(SESSION_COOKIE)!;
    expect((await session.DELETE(req('/api/session', { method: 'DELETE' }))).status).toBe(200);
    jar.set(SESSION_COOKIE, copy);
    const res = await session.GET(req('/api/session'));
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error.code).toBe('SESSION_ENDED');
    expect(body.data).toBeUndefined();
    // Like the proxy, it clears a cookie the backend has ended.
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("a session of tenant 1 does not read on tenant 2's host", async () => {
    await login({ username: 'crew@example.com', password: 'demo' });
    expect((await session.GET(req('/api/session'))).status).toBe(200);
    incoming.headers = new Headers({ host: 'moyo.localhost:3000' });
    expect((await session.GET(req('/api/session'))).status).toBe(401);
  });
});
