// The login form itself (the other specs log in over HTTP): each demo login type logs in and
// out, and failures show their translated reason.
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { clickWhenHydrated, DEMO_PASSWORD, DEMO_USERS, expect, fillWhenHydrated, test, type TRole } from './fixtures';
import type { Page } from '@playwright/test';

async function fillLogin(page: Page, username: string, password: string, m = en) {
  await fillWhenHydrated(page.getByLabel(m.LoginPage.username), username);
  await page.getByLabel(m.LoginPage.password).fill(password);
  await page.getByRole('button', { name: m.LoginPage.submit }).click();
}

async function logout(page: Page, m = en) {
  const drawer = page.getByRole('dialog', { name: m.SideMenu.label });
  await clickWhenHydrated(page.getByRole('button', { name: m.TopBar.openMenu }));
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: m.SideMenu.logout }).click();
  // Logout goes to the root path, which the gate sends on to the login page.
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
}

// Role, its login type, and the language its shell speaks.
const LOGINS: ReadonlyArray<[TRole, string, typeof en]> = [
  ['crew', 'crew', en],
  ['chief', 'crew', en],
  ['planner', 'planners', en],
  ['client', 'clients', en],
  ['office', 'office', en],
  ['crewNl', 'crew', nl as typeof en],
];

for (const [role, loginType, ui] of LOGINS) {
  test(`${role} (${loginType}) logs in and out through the form`, async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, DEMO_USERS[role], DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/session');
    expect(me.status()).toBe(200);
    expect((await me.json()).data.session.user.loginTypes).toEqual([loginType]);

    await logout(page, ui);
    expect((await page.request.get('/api/session')).status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?next=%2F$/);
  });
}

test('a planner logs in on moyo.localhost, in Dutch, the tenant default', async ({ page, origin }) => {
  await page.goto(`${origin('moyo')}/login`);
  await fillLogin(page, DEMO_USERS.planner, DEMO_PASSWORD, nl as typeof en);
  await expect(page).toHaveURL(`${origin('moyo')}/`);
  await logout(page, nl as typeof en);
});

test('a wrong password says so and keeps the user on the login page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401 .*\/api\/session\)$/);
  await page.goto('/login');
  await fillLogin(page, DEMO_USERS.office, 'wrong-password');
  await expect(page.getByTestId('form-error')).toHaveText(en.Errors.INVALID_CREDENTIALS);
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/session')).status()).toBe(401);
});

test('too many failed attempts are reported as such', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 4(01|29) .*\/api\/session\)$/);
  // An unknown name: the lock is per name, and the demo users stay usable.
  const username = `locked-${Date.now()}@example.com`;
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await fillLogin(page, username, 'wrong-password');
    await expect(page.getByTestId('form-error')).toHaveText(en.Errors.INVALID_CREDENTIALS);
  }
  await fillLogin(page, username, 'wrong-password');
  await expect(page.getByTestId('form-error')).toHaveText(en.Errors.TOO_MANY_ATTEMPTS);
});

test('empty fields are named before anything is sent', async ({ page }) => {
  await page.goto('/login');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/session')) calls.push(r.url());
  });
  await page.getByRole('button', { name: en.LoginPage.submit }).click();
  await expect(page.getByText(en.LoginPage.usernameRequired)).toBeVisible();
  await expect(page.getByText(en.LoginPage.passwordRequired)).toBeVisible();
  expect(calls).toEqual([]);
});

test('an error code in the URL (failed PID/PCID link) is shown as its sentence', async ({ page }) => {
  for (const code of ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BACKEND_UNAVAILABLE'] as const) {
    await page.goto(`/login?error=${code}`);
    await expect(page.getByTestId('form-error')).toHaveText(en.Errors[code]);
  }
  await page.goto('/login?error=%3Cscript%3E');
  await expect(page.getByTestId('form-error')).toHaveText(en.Errors.UNKNOWN);
});

test('after login the user lands on the page they wanted', async ({ page, allowConsoleErrors }) => {
  // The page wanted does not exist: after login it answers 404.
  allowConsoleErrors(/status of 404 .*\/no-such-page\?x=1\)$/);
  await page.goto('/no-such-page?x=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fno-such-page%3Fx%3D1$/);
  await fillLogin(page, DEMO_USERS.crew, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/no-such-page\?x=1$/);
});
