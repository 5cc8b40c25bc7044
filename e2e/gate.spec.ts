// The gate (middleware.ts + lib/auth/route-access.ts) and the BFF's own guards, in a real browser.
import en from '../messages/en.json';
import { expect, postLogin, test } from './fixtures';

test.describe('without a session', () => {
  test('a protected route goes to /login carrying the wanted path and query', async ({ page }) => {
    await page.goto('/jobs?tab=past');
    await expect(page).toHaveURL(/\/login\?next=%2Fjobs%3Ftab%3Dpast$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?next=%2F$/);
  });

  test('path tricks are gated too', async ({ page }) => {
    for (const path of ['/JOBS', '/jobs/', '/login/..%2Fjobs', '/welcome/x/%2e%2e/%2e%2e/jobs']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login\?next=/);
    }
  });

  test('public routes open', async ({ page }) => {
    for (const path of ['/login', '/forgotten-password', '/version']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('the API answers 401 instead of redirecting', async ({ request }) => {
    const res = await request.get('/api/v1/userRights');
    expect(res.status()).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
    expect((await request.get('/api/session')).status()).toBe(401);
  });
});

test.describe('PID and PCID logins by URL', () => {
  test('PID with its password logs in as the project, which may open only its own routes', async ({ page }) => {
    await page.goto('/jobs?PID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const home = new URL(page.url()).pathname;
    const session = (await (await page.request.get('/api/session')).json()).data.session;
    expect(session).toMatchObject({ type: 'project', project: { id: 1 } });
    expect(home).toBe(`/projects/${session.project.number}`);

    for (const path of [
      '/',
      '/jobs',
      '/projects',
      `/projects/${session.project.number + 1}`,
      `/projects/${session.project.number}/documents`,
      '/plus-crews/1',
      '/PROJECTS/999999',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${home}$`));
    }
    // Its other routes pass the gate.
    await page.goto(`${home}/contact-project-manager`);
    await expect(page).toHaveURL(new RegExp(`${home}/contact-project-manager$`));

    // The proxy holds it to its own calls.
    expect((await page.request.get('/api/v1/users')).status()).toBe(403);
    expect((await page.request.get('/api/v1/userRights')).status()).toBe(200);
  });

  test('PCID with its password logs in as the plus crew', async ({ page }) => {
    await page.goto('/?PCID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/plus-crews\/\d+$/);
    const home = new URL(page.url()).pathname;
    for (const path of ['/', '/jobs', '/projects/1', '/version']) {
      await page.goto(path);
      if (path === '/version')
        await expect(page).toHaveURL(/\/version$/); // public
      else await expect(page, path).toHaveURL(new RegExp(`${home}$`));
    }
    expect((await page.request.get('/api/v1/projects')).status()).toBe(403);
  });

  test('a wrong password goes back to /login with the reason', async ({ page }) => {
    await page.goto('/?PID=1&Password=wrong');
    await expect(page).toHaveURL(/\/login\?error=INVALID_CREDENTIALS$/);
    await expect(page.getByTestId('form-error')).toHaveText(en.Errors.INVALID_CREDENTIALS);
    await page.goto('/?PCID=abc');
    await expect(page).toHaveURL(/\/login\?error=VALIDATION_FAILED$/);
  });

  test('a link does not replace a full user session', async ({ page, loginAs }) => {
    await loginAs('planner');
    await page.goto('/?PID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/\?PID=1&Password=demo-link$/);
    expect((await (await page.request.get('/api/session')).json()).data.session.type).toBe('user');
  });
});

test.describe('with a user session', () => {
  test('unknown paths show the not-found screen', async ({ page, loginAs }) => {
    await loginAs('crew');
    await page.goto('/no-such-page');
    await expect(page.getByRole('main').getByRole('heading', { name: en.NotFoundPage.heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${en.Titles.notFound}$`));
  });

  test('the session answers without the token, and logout ends it', async ({ page, loginAs, baseURL }) => {
    await loginAs('office');
    const me = await page.request.get('/api/session');
    expect(me.status()).toBe(200);
    const body = await me.json();
    expect(body.data.session).toMatchObject({ type: 'user', user: { loginTypes: ['office'] } });
    expect(body.data.session.token).toBeUndefined();
    expect((await page.request.delete('/api/session')).status()).toBe(403);
    expect(
      (await page.request.delete('/api/session', { headers: { origin: new URL(baseURL!).origin } })).status(),
    ).toBe(200);
    expect((await page.request.get('/api/session')).status()).toBe(401);
  });
});

test.describe('origin check on state-changing calls', () => {
  test('a login from another origin, or without one, is refused', async ({ baseURL }) => {
    const url = new URL('/api/session', baseURL);
    url.hostname = '127.0.0.1';
    const body = JSON.stringify({ username: 'crew@example.com', password: 'demo' });
    for (const headers of [{ origin: 'http://evil.example' }, { origin: 'null' }, {}] as Record<string, string>[]) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': new URL(baseURL!).host, ...headers },
        body,
      });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('ORIGIN_MISMATCH');
    }
  });

  test('the proxy refuses a foreign Origin on a write, even with a valid session', async ({ baseURL }) => {
    const login = await postLogin(baseURL!, 'demo', { username: 'planner@example.com', password: 'demo' });
    const api = new URL('/api/v1/blockDates', baseURL);
    api.hostname = '127.0.0.1';
    const res = await fetch(api, {
      method: 'POST',
      headers: {
        cookie: `crewdeck_session=${login.cookie}`,
        origin: 'http://evil.example',
        'x-forwarded-host': new URL(baseURL!).host,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('ORIGIN_MISMATCH');
  });

  test('validation errors come back with their fields', async ({ baseURL }) => {
    const res = await postLogin(baseURL!, 'demo', { username: '', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: expect.any(String), password: expect.any(String) },
    });
  });
});
