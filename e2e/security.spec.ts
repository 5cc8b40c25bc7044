// The defences of docs/SECURITY.md against the built web server (NODE_ENV=production): the
// tenant comes from the Host, sessions are bound to their tenant and end on logout, uploads
// stream through the web app, the gate reads paths as the router does, cookies are Secure and
// scripts run by nonce only.
import en from '../messages/en.json';
import { backendAs } from './backend-as';
import { clickWhenHydrated, expect, postLogin, test } from './fixtures';

const COOKIE = 'crewdeck_session';

test.describe('hosts and cookies', () => {
  test('the session cookie is Secure, HttpOnly and SameSite=Lax under NODE_ENV=production', async ({ baseURL }) => {
    const login = await postLogin(baseURL!, 'demo', { username: 'crew@example.com', password: 'demo' });
    expect(login.status).toBe(200);
    expect(login.setCookie).toMatch(/;\s*Secure/i);
    expect(login.setCookie).toMatch(/;\s*HttpOnly/i);
    expect(login.setCookie).toMatch(/;\s*SameSite=Lax/i);
  });

  test('X-Forwarded-Host sent by a client does not choose the tenant', async ({ baseURL }) => {
    const url = new URL('/api/session', baseURL);
    url.hostname = '127.0.0.1';
    // Moyo's planner exists only on moyo.localhost; the request's own Host is the demo's.
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: url.origin,
        'x-forwarded-host': new URL(baseURL!).host.replace('localhost', 'moyo.localhost'),
      },
      body: JSON.stringify({ username: 'planner@example.com', password: 'demo' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.tenant.name).toBe('Crewdeck Demo');
  });
});

test.describe('sessions bound to their tenant', () => {
  test("a demo session's cookie on Moyo's host gets 401 and is cleared", async ({
    context,
    page,
    baseURL,
    origin,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401 /);
    const login = await postLogin(baseURL!, 'demo', { username: 'planner@example.com', password: 'demo' });
    const moyo = origin('moyo');
    const carry = () =>
      context.addCookies([{ name: COOKIE, value: login.cookie!, url: moyo, httpOnly: true, sameSite: 'Lax' }]);
    const moyoCookie = async () => (await context.cookies(moyo)).find((c) => c.name === COOKIE);

    // Through the /api/v1 proxy.
    await carry();
    await page.goto(`${moyo}/login`);
    const status = await page.evaluate(async () => (await fetch('/api/v1/userRights')).status);
    expect(status).toBe(401);
    expect(await moyoCookie()).toBeUndefined();

    // A page load through the gate.
    await carry();
    await page.goto(`${moyo}/jobs`);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(await moyoCookie()).toBeUndefined();
  });
});

/** A call to the web app from outside the browser, on 127.0.0.1 (a host of the demo tenant). */
async function bff(baseURL: string, path: string, cookie: string, method = 'GET') {
  const url = new URL(path, baseURL);
  url.hostname = '127.0.0.1';
  const res = await fetch(url, { method, headers: { cookie: `${COOKIE}=${cookie}`, origin: url.origin } });
  const body = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
  return { status: res.status, code: body?.error?.code };
}

test.describe('revocable sessions', () => {
  test('after logout, a copy of the cookie no longer works', async ({ baseURL }) => {
    const login = await postLogin(baseURL!, 'demo', { username: 'office@example.com', password: 'demo' });
    const copy = login.cookie!;
    expect((await bff(baseURL!, '/api/v1/userRights', copy)).status).toBe(200);
    expect((await bff(baseURL!, '/api/session', copy, 'DELETE')).status).toBe(200);
    // The thief's copy of the cookie:
    expect(await bff(baseURL!, '/api/v1/userRights', copy)).toEqual({ status: 401, code: 'SESSION_ENDED' });
  });

  test('"log out everywhere" on the profile ends the other sessions too', async ({
    context,
    page,
    baseURL,
    origin,
  }) => {
    const other = await postLogin(baseURL!, 'demo', { username: 'chief@example.com', password: 'demo' });
    const mine = await postLogin(baseURL!, 'demo', { username: 'chief@example.com', password: 'demo' });
    expect((await bff(baseURL!, '/api/v1/userRights', other.cookie!)).status).toBe(200);
    await context.addCookies([
      { name: COOKIE, value: mine.cookie!, url: origin('demo'), httpOnly: true, sameSite: 'Lax' },
    ]);
    await page.goto('/profile');
    const card = page.getByTestId('logout-everywhere');
    const confirm = card.getByRole('button', { name: en.ProfilePage.security.everywhereConfirm });
    await clickWhenHydrated(card.getByRole('button', { name: en.ProfilePage.security.everywhere }));
    await expect(confirm).toBeVisible();
    await confirm.click();
    await expect(page).toHaveURL(/\/login/);
    expect(await bff(baseURL!, '/api/v1/userRights', other.cookie!)).toEqual({ status: 401, code: 'SESSION_ENDED' });
    expect((await bff(baseURL!, '/api/v1/userRights', mine.cookie!)).status).toBe(401);
  });
});

test.describe('uploads are streamed', () => {
  const BOUNDARY = '----crewdeck-e2e';
  /** Far more than any upload limit (11 MB) and what sockets buffer on the way. */
  const CLIENT_CAP = 512 * 1024 * 1024;
  /** A multipart upload of `head` followed by zeros that never end until the answer has come. */
  async function endlessUpload(baseURL: string, path: string, cookie: string, head: Buffer) {
    const url = new URL(path, baseURL);
    url.hostname = '127.0.0.1';
    const opening = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    let first = true;
    let answered = false;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Ends at CLIENT_CAP all the same, so that a run where no answer comes fails here instead
        // of filling the test runner's memory (fetch keeps pulling a body it cannot send).
        if (answered || sent >= CLIENT_CAP) return controller.close();
        const chunk = first ? Buffer.concat([opening, head]) : Buffer.alloc(64 * 1024);
        sent += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
        first = false;
      },
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        cookie: `${COOKIE}=${cookie}`,
        origin: url.origin,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    answered = true;
    expect(sent, 'the answer comes while the body is still being sent').toBeLessThan(CLIENT_CAP);
    return { status: res.status, body: (await res.json()) as { error?: { code: string; fields?: { file?: string } } } };
  }

  // A body that never ends is answered only if nothing on the way (the web server, the proxy,
  // the backend) gathers it first.
  test('an endless upload through the web app is refused by its size or its first bytes', async ({ baseURL }) => {
    const login = await postLogin(baseURL!, 'demo', { username: 'crew@example.com', password: 'demo' });
    const { personId } = await backendAs('crew@example.com');
    const path = `/api/v1/persons/${personId}/profilePictures`;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await endlessUpload(baseURL!, path, login.cookie!, png);
    // The picture's own 5 MB, worded on its field; not the route's 11 MB.
    expect([tooLarge.status, tooLarge.body.error?.fields?.file]).toEqual([413, expect.stringContaining('5 MB')]);
    const gif = await endlessUpload(baseURL!, path, login.cookie!, Buffer.from('GIF89a'));
    expect([gif.status, gif.body.error?.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });
});

test.describe('the gate reads a path as the router does', () => {
  test('a project (PID) session cannot reach other routes through encoded dots, slashes or backslashes', async ({
    page,
  }) => {
    await page.goto('/jobs?PID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const home = new URL(page.url()).pathname;
    const number = home.split('/').pop();
    for (const path of [
      '/crews/1/security-check/1/%252e%252e/%252e%252e',
      `/jobs/%252e%252e%252fprojects%252f${number}`,
      `/jobs/1%5c..%5c..%5cprojects%5c${number}`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${home}$`));
    }
  });
});

test.describe('a Content-Security-Policy with script nonces', () => {
  test('pages carry a fresh nonce and no inline scripts without it', async ({ page }) => {
    const csp = async () => {
      const res = await page.goto('/login');
      const header = res!.headers()['content-security-policy'] ?? '';
      return header.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    };
    const first = await csp();
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toContain("'unsafe-inline'");
    expect(await csp()).not.toBe(first);
  });

  test('the main screens run without a CSP violation', async ({ page, loginAs }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(
          `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        );
      });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: en.LoginPage.submit })).toBeVisible();
    await loginAs('planner');
    for (const path of ['/', '/jobs', '/projects', '/profile', '/personal-calendar']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Hydrated: the profile's client forms answer (a press before hydration does nothing).
    await page.goto('/profile');
    await clickWhenHydrated(page.getByTestId('logout-everywhere').getByRole('button'));
    await expect(page.getByRole('button', { name: en.ProfilePage.security.everywhereConfirm })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
