// /failed-jobs: planners and office find the failed deliveries in the side menu; the demo tenant
// has none (the API test lists real ones: lib/backend/services/system/failed-jobs.read.test.ts).
// Crew have no entry, and the page tells them they lack the rights.
import en from '../messages/en.json';
import { clickWhenHydrated, expect, test } from './fixtures';

const openFromMenu = async (page: import('@playwright/test').Page) => {
  await page.goto('/');
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  return page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.failedJobs });
};

for (const role of ['planner', 'office'] as const)
  test.describe(role, () => {
    test.use({ role });

    test('opens the failed deliveries from the menu', async ({ page }) => {
      await (await openFromMenu(page)).click();
      await expect(page).toHaveURL(/\/failed-jobs$/);
      await expect(page).toHaveTitle(new RegExp(en.Titles.failedJobs));
      await expect(page.getByTestId('failed-jobs-empty')).toHaveText(en.FailedJobsPage.empty);
    });
  });

test.describe('crew', () => {
  test.use({ role: 'crew' });

  test('has no entry, and is told it lacks the rights', async ({ page }) => {
    await expect(await openFromMenu(page)).toHaveCount(0);
    await page.goto('/failed-jobs');
    await expect(page.getByText(en.Errors.FORBIDDEN)).toBeVisible();
    await expect(page.getByTestId('failed-job')).toHaveCount(0);
  });
});
