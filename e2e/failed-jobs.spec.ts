// /failed-jobs: planners and office find the failed deliveries in the side menu. The demo tenant
// has one, a push message its browser's service kept refusing (lib/backend/seed/failed-jobs.ts):
// office reads its reason, then a planner tries it again, and it leaves the list (the API test
// covers rights, tenants and the run after: lib/backend/services/system/failed-jobs.read.test.ts).
// Crew have no entry, and the page tells them they lack the rights. The tests run in this order.
import en from '../messages/en.json';
import { clickWhenHydrated, expect, test } from './fixtures';

const openFromMenu = async (page: import('@playwright/test').Page) => {
  await page.goto('/');
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  return page.getByRole('dialog', { name: en.SideMenu.label }).getByRole('link', { name: en.Menu.failedJobs });
};

test.describe('office', () => {
  test.use({ role: 'office' });

  test('opens the failed deliveries from the menu and reads why a push message failed', async ({ page }) => {
    await (await openFromMenu(page)).click();
    await expect(page).toHaveURL(/\/failed-jobs$/);
    await expect(page).toHaveTitle(new RegExp(en.Titles.failedJobs));
    const job = page.getByTestId('failed-job');
    await expect(job).toHaveCount(1);
    await expect(job.getByRole('heading', { name: en.FailedJobsPage.kind.push })).toBeVisible();
    await expect(job.getByTestId('failed-job-reason')).toHaveText('push service answered 503 Service Unavailable');
  });
});

test.describe('planner', () => {
  test.use({ role: 'planner' });

  test('tries the failed push message again, and it leaves the list', async ({ page }) => {
    await (await openFromMenu(page)).click();
    await expect(page).toHaveURL(/\/failed-jobs$/);
    const retry = page.getByRole('button', { name: `${en.FailedJobsPage.retry}: ${en.FailedJobsPage.kind.push}` });
    await clickWhenHydrated(retry);
    await expect(page.getByText(en.FailedJobsPage.retried)).toBeVisible();
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
