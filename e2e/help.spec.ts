// /help: the parts that fit each login type, and the tenant's support contact (or who to ask).
import nl from '../messages/nl.json';
import en from '../messages/en.json';
import { clickWhenHydrated, expect, test } from './fixtures';

test.describe('crew', () => {
  test.use({ role: 'crew' });

  test('opens help from the menu: crew and crew chief parts, and the support contact to mail or call', async ({
    page,
  }) => {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    await page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.help }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { name: en.HelpPage.crew.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.HelpPage.chief.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.HelpPage.planner.title })).toHaveCount(0);
    await expect(page.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@crewdeck.example');
    await expect(page.getByTestId('support-phone')).toHaveAttribute('href', 'tel:+31201234567');
  });
});

test.describe('planner', () => {
  test.use({ role: 'planner' });

  test('sees the planning part, not the crew parts', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: en.HelpPage.planner.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.HelpPage.crew.title })).toHaveCount(0);
  });
});

test.describe('a tenant without a support contact', () => {
  test.use({ role: 'planner', tenant: 'moyo' });

  test('says whom to ask, in Dutch', async ({ page, origin }) => {
    await page.goto(`${origin('moyo')}/help`);
    await expect(page.getByTestId('support-none')).toHaveText(
      nl.HelpPage.support.none.replace('{tenant}', 'Moyo Events'),
    );
    await expect(page.getByTestId('support-email')).toHaveCount(0);
  });
});
