// The mailbox at phone size: the office finds a welcome mail through the menu, reads
// it with its one-time link hidden, and opens its attachment; the menu entry stays the current
// one on /email-messages/*. Reads demo data only.
import en from '../messages/en.json';
import { clickWhenHydrated, expect, test } from './fixtures';
import { downloadedPdfText } from './back-office-files';

test.use({ role: 'office', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the office reads a welcome mail and opens its attachment', async ({ page }) => {
  await page.goto('/');
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  await page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.mailbox }).click();
  await expect(page).toHaveURL(/\/mailbox$/);
  await expect(page.getByTestId('mailbox-view')).toHaveAttribute('data-ready', 'true');

  await page.getByLabel(en.MailboxPage.search).fill('Welcome');
  await expect(page).toHaveURL(/\/mailbox\?search=Welcome$/);
  await expect(page.getByTestId('email-row').filter({ hasNotText: 'Welcome' })).toHaveCount(0);
  const row = page.getByTestId('email-row').filter({ hasText: 'client@example.com' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Welcome to Crewdeck Demo');
  await row.click();

  await expect(page).toHaveURL(/\/email-messages\/\d+$/);
  await expect(page.getByTestId('email-message')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('email-subject')).toHaveText('Welcome to Crewdeck Demo');
  // The mail's HTML part, in its frame sandboxed without scripts: read from the frame's source
  // (Playwright's own scripts are refused in there). The recipient's own link is hidden.
  const body = page.getByTestId('email-html');
  await expect(body).toHaveAttribute('srcdoc', /Your username is client@example\.com/);
  await expect(body).toHaveAttribute('srcdoc', /\/welcome\/…/);

  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  await expect(
    page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.mailbox }),
  ).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('email-attachment').click()]);
  expect(download.suggestedFilename()).toBe('getting-started.pdf');
  const text = await downloadedPdfText(download);
  expect(text).toContain('Welcome to Crewdeck Demo');
  expect(text).toContain('client@example.com');
});

test('an email that does not exist says so', async ({ page }) => {
  await page.goto('/email-messages/999999');
  await expect(page.getByRole('heading', { name: en.EmailMessagePage.notFound })).toBeVisible();
});
