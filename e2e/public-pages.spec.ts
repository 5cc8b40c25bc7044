// The public screens of the login area (rules §2): forgotten password, set password, unsubscribe
// and version, including what they say when a link is no longer valid.
import en from '../messages/en.json';
import { clickWhenHydrated, expect, fillWhenHydrated, test } from './fixtures';

test('forgotten password answers the same for any username', async ({ page }) => {
  for (const username of ['crew@example.com', `nobody-${Date.now()}@example.com`]) {
    await page.goto('/forgotten-password');
    await fillWhenHydrated(page.getByLabel(en.ForgottenPasswordPage.username), username);
    await page.getByRole('button', { name: en.ForgottenPasswordPage.submit }).click();
    await expect(page.getByTestId('form-success')).toHaveText(en.ForgottenPasswordPage.sent);
  }
});

test('the set-password screen shows its rules and refuses a spent link', async ({ page }) => {
  await page.goto(`/welcome/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: en.SetPasswordPage.welcomeHeading })).toBeVisible();
  const rules = page.getByRole('list', { name: en.SetPasswordPage.rulesLabel }).getByRole('listitem');
  await expect(rules).toHaveCount(3);
  await fillWhenHydrated(page.getByLabel(en.SetPasswordPage.password, { exact: true }), 'short1');
  await expect(rules.nth(0)).toHaveAttribute('data-ok', 'false');
  await expect(rules.nth(2)).toHaveAttribute('data-ok', 'true');
  await page.getByLabel(en.SetPasswordPage.password, { exact: true }).fill('long enough 1');
  await page.getByLabel(en.SetPasswordPage.confirm).fill('long enough 2');
  await page.getByRole('button', { name: en.SetPasswordPage.submit }).click();
  await expect(page.getByText(en.Validation.passwordMismatch)).toBeVisible();
  await page.getByLabel(en.SetPasswordPage.confirm).fill('long enough 1');
  await page.getByRole('button', { name: en.SetPasswordPage.submit }).click();
  await expect(page.getByTestId('form-error')).toContainText(en.SetPasswordPage.linkInvalid);
  await expect(page.getByRole('link', { name: en.SetPasswordPage.newLink })).toHaveAttribute(
    'href',
    '/forgotten-password',
  );
});

test('an unknown unsubscribe link says it is invalid', async ({ page }) => {
  await page.goto(`/unsubscribe/${'a'.repeat(32)}`);
  await clickWhenHydrated(page.getByRole('button', { name: en.UnsubscribePage.submit }));
  await expect(page.getByTestId('form-error')).toHaveText(en.UnsubscribePage.invalid);
});

test('the public API routes refuse another origin', async ({ request, baseURL }) => {
  for (const path of ['/api/public/forgotten-password', '/api/public/set-password', '/api/public/unsubscribe']) {
    const res = await request.post(path, { data: { username: 'x' }, headers: { origin: 'https://evil.example' } });
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe('ORIGIN_MISMATCH');
  }
  const bad = await request.post('/api/public/set-password', {
    data: { token: 'short', password: 'x' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(bad.status()).toBe(422);
  // Beside zod's English sentences, each field's message key for the UI to translate.
  expect((await bad.json()).error.fieldKeys).toEqual({
    token: { key: 'tooShort', values: { min: 20 } },
    password: { key: 'tooShort', values: { min: 8 } },
  });
});

test('/version shows both versions and the server status, logged in or not', async ({ page, loginAs }) => {
  await page.goto('/version');
  await expect(page.getByTestId('version-web')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('version-backend')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('version-status')).toHaveText(en.VersionPage.statuses.ok);
  await expect(page.getByRole('link', { name: en.VersionPage.toLogin })).toBeVisible();
  await loginAs('office');
  await page.goto('/version');
  await expect(page.getByRole('link', { name: en.VersionPage.toHome })).toBeVisible();
});
