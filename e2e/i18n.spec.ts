// Seven languages (rules §1): the user's language when the tenant allows it, else the tenant's default.
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { expect, test } from './fixtures';

test('the Dutch user gets the Dutch UI on the English-default tenant', async ({ page, loginAs }) => {
  await loginAs('crewNl');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByTestId('home-greeting')).toHaveText(nl.HomePage.greeting.replace('{name}', 'Noor'));
  await expect(page.getByRole('button', { name: nl.TopBar.openMenu })).toBeVisible();
  await expect(page.getByTestId('home-next-jobs').getByRole('heading')).toHaveText(nl.HomePage.nextJobs);
});

test('an English user stays in English on the same tenant', async ({ page, loginAs }) => {
  await loginAs('crew');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: en.TopBar.openMenu })).toBeVisible();
});

test.describe('moyo.localhost', () => {
  test('the login page is Dutch (tenant default) with the moyo theme and watermark', async ({ page, origin }) => {
    await page.goto(`${origin('moyo')}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('body')).toHaveClass(/theme-moyo/);
    await expect(page).toHaveTitle('Moyo Events');
    await expect(page.getByLabel(nl.LoginPage.username)).toBeVisible();
    await expect(page.getByRole('button', { name: nl.LoginPage.submit })).toBeVisible();
    const watermark = await page.evaluate(() => getComputedStyle(document.body, '::before').backgroundImage);
    expect(watermark).toContain('/themes/moyo-watermark.svg');
    // moyo keeps the default colours.
    const primary = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--app-primary').trim());
    expect(primary).toBe('#1f4e8c');
  });

  test('a field error from the server is shown in Dutch, worded like the browser check', async ({ page, origin }) => {
    // nl's sentence for "at least 8 characters": the `other` form of its plural.
    const tooShort = nl.Validation.tooShort.replace(/\{min, plural, .*other \{# ([^}]+)\}\}/, '8 $1');
    expect(tooShort).toBe('Gebruik minstens 8 tekens.');
    await page.goto(`${origin('moyo')}/welcome/${'x'.repeat(43)}`);
    const password = page.getByLabel(nl.SetPasswordPage.password, { exact: true });
    const confirm = page.getByLabel(nl.SetPasswordPage.confirm);
    const submit = page.getByRole('button', { name: nl.SetPasswordPage.submit });
    const passwordError = page.locator('#password-error');

    // The browser's own check.
    await password.fill('kort1');
    await confirm.fill('kort1');
    await submit.click();
    await expect(passwordError).toHaveText(tooShort);
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // The server's check, for a browser that skipped its own: the request is shortened on its way out.
    await page.route('**/api/public/set-password', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), password: 'kort1' }) }),
    );
    await password.fill('lang genoeg 1');
    await confirm.fill('lang genoeg 1');
    await expect(passwordError).toBeHidden();
    const answer = page.waitForResponse('**/api/public/set-password');
    await submit.click();
    const res = await answer;
    expect(res.status()).toBe(422);
    expect((await res.json()).error.fieldKeys.password).toEqual({ key: 'tooShort', values: { min: 8 } });
    await expect(passwordError).toHaveText(tooShort);
    // What the user typed stays.
    await expect(password).toHaveValue('lang genoeg 1');
  });

  test('an English user is shown Dutch, because moyo does not use the user language', async ({
    page,
    origin,
    loginAs,
  }) => {
    await loginAs('crew', 'moyo');
    await page.goto(`${origin('moyo')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle(`Moyo Events - ${nl.Titles.home}`);
    await expect(page.getByRole('button', { name: nl.TopBar.openMenu })).toBeVisible();
  });
});
