// Seven languages (SPEC §1): the user's language when the tenant allows it, else the tenant's default.
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
