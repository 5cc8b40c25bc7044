// The token never reaches the browser (ARCHITECTURE.md). The automatic tokenWatch fixture
// already checks every response body and every script-visible value of every test; this
// spec walks a realistic session and proves that the watcher would see a token.
import { DEMO_PASSWORD, DEMO_USERS, JWT_SHAPE, browserVisibleValues, expect, test } from './fixtures';
import { BACKEND_URL } from './demo-copy';

test('the JWT detector recognises a real backend token', async () => {
  const res = await fetch(`${BACKEND_URL}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', type: 'MOBILE', 'x-forwarded-host': 'localhost' },
    body: JSON.stringify({ username: DEMO_USERS.crew, password: DEMO_PASSWORD }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  expect(data.token).toMatch(JWT_SHAPE);
});

test('login, navigation, proxy calls and refresh expose no token', async ({ page, tokenWatch }) => {
  const seen: string[] = [];
  page.on('response', async (res) => {
    if (res.url().includes('/api/')) seen.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
  });

  await page.goto('/login');
  await page.getByLabel('Username').fill(DEMO_USERS.crew);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The session cookie exists but scripts cannot read it.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'crewdeck_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('crewdeck_session');

  await page.goto('/version');
  await page.goto('/');

  const calls = await page.evaluate(async () => {
    const out: Record<string, number> = {};
    for (const [method, path] of [
      ['GET', '/api/session'],
      ['GET', '/api/v1/userRights'],
      ['GET', '/api/v1/mailboxUserRights'],
      ['GET', '/api/v1/tenant'],
      ['GET', '/api/v1/status'],
      ['POST', '/api/session/refresh'],
      ['GET', '/api/v1/auth/refresh'],
      ['POST', '/api/v1/auth/token'],
    ] as const) {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      out[`${method} ${path}`] = res.status;
    }
    return out;
  });
  expect(calls).toEqual({
    'GET /api/session': 200,
    'GET /api/v1/userRights': 200,
    'GET /api/v1/mailboxUserRights': 200,
    'GET /api/v1/tenant': 200,
    'GET /api/v1/status': 200,
    'POST /api/session/refresh': 200,
    // Token endpoints are never reachable through the proxy.
    'GET /api/v1/auth/refresh': 403,
    'POST /api/v1/auth/token': 403,
  });

  // After the refresh the cookie changed and the app still works.
  const after = (await page.context().cookies()).find((c) => c.name === 'crewdeck_session');
  expect(after?.value).not.toBe(cookie?.value);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);

  for (const value of await browserVisibleValues(page)) expect(value).not.toMatch(JWT_SHAPE);
  expect(seen).toEqual(
    expect.arrayContaining(['POST /api/session', 'POST /api/session/refresh', 'GET /api/v1/userRights']),
  );
  expect(tokenWatch).toEqual([]);
});

test('PID and PCID sessions expose no token either', async ({ page, tokenWatch }) => {
  await page.goto('/?PID=1&Password=demo-link');
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await page.goto('/?PCID=1&Password=demo-link');
  await expect(page).toHaveURL(/\/plus-crews\/\d+$/);
  const body = await (await page.request.get('/api/session')).text();
  expect(body).not.toMatch(JWT_SHAPE);
  expect(tokenWatch).toEqual([]);
});
