// The crew's day without signal, in Chromium at phone size: once online, the jobs of
// the kept days, their crews (line-up, location, contacts) and the calendar open from the device
// without network, under a notice of when they were last read; a crew never kept says so. What
// the device keeps is one user's: logging out, or a session the server no longer knows, deletes
// it, and the next user of the phone sees nothing of it.
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import { OFFLINE_DB } from '../lib/client/offline/day-store';
import { clickWhenHydrated, expect, test, WITH_SERVICE_WORKER } from './fixtures';
import { showCrewId } from './crew-day';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  role: 'crew',
  ...WITH_SERVICE_WORKER,
});

/** The person whose day this browser keeps, or null; read without creating the database. */
function keptOwner(page: Page): Promise<number | null> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return null;
    return new Promise<number | null>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('days')) return resolve(null);
        const get = db.transaction('days').objectStore('days').get('mine');
        get.onsuccess = () => {
          db.close();
          resolve((get.result as { owner: number } | undefined)?.owner ?? null);
        };
        get.onerror = () => resolve(null);
      };
    });
  }, OFFLINE_DB);
}

/** Opens the app online until the service worker controls it and the day is kept. */
async function keepTheDay(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(() => keptOwner(page), { timeout: 15_000 }).not.toBeNull();
}

test('cold start offline: the jobs, a crew with its location and contacts, and the calendar', async ({
  page,
  context,
}) => {
  const crewId = await showCrewId(page);
  await keepTheDay(page);
  await page.close();

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/jobs');
  const notice = offline.getByTestId('kept-notice');
  await expect(notice).toContainText(en.OfflinePage.lastUpdated.split(' {time}')[0]!);
  await expect(offline.getByRole('heading', { name: en.JobsPage.lists.upcoming })).toBeVisible();
  await expect(offline.getByTestId('job-card').first()).toBeVisible();

  await offline.goto(`/crews/${crewId}`);
  await expect(offline.getByTestId('kept-crew-name')).toHaveText('Show crew');
  await expect(offline.getByTestId('crew-item').first()).toBeVisible();
  await expect(offline.getByRole('link', { name: /Open in/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(offline.getByTestId('contact-card').first()).toContainText(en.CrewContacts.crewChief);
  await expect(offline.getByTestId('contact-phone').first()).toHaveAttribute('href', /^tel:/);
  // A crew's own pages show the kept crew too.
  await offline.goto(`/crews/${crewId}/line-up`);
  await expect(offline.getByTestId('kept-crew-name')).toHaveText('Show crew');

  await offline.goto('/crews/999999');
  await expect(offline.getByTestId('not-kept')).toContainText('This crew is not kept on this device');

  await offline.goto('/personal-calendar');
  await expect(offline.getByTestId('kept-calendar-job').first()).toBeVisible();

  // A page the device does not keep: it says so, under the same notice.
  await offline.goto('/trainings');
  await expect(offline.getByTestId('not-kept')).toHaveText(en.OfflinePage.pageNotKept);
  await context.setOffline(false);
});

test('logging out deletes the kept day, and the next user of the phone sees nothing of it', async ({
  page,
  context,
  loginAs,
}) => {
  await keepTheDay(page);
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  await page.getByRole('button', { name: en.SideMenu.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptOwner(page)).toBeNull();

  // Without network now, the offline page has nothing of the first user to show.
  await context.setOffline(true);
  await page.goto('/jobs').catch(() => undefined);
  await expect(page.getByRole('heading', { name: en.OfflinePage.heading })).toBeVisible();
  await expect(page.getByTestId('kept-day')).toHaveCount(0);
  await context.setOffline(false);

  // The next user keeps their own day only.
  const next = await loginAs('crewNl');
  await keepTheDay(page);
  expect(await keptOwner(page)).not.toBeNull();
  expect(next.type).toBe('user');
});

test('a session the server no longer knows deletes the kept day', async ({ page, context }) => {
  await keepTheDay(page);
  await context.clearCookies();
  // Any call of the app now answers 401; the service worker deletes what was kept.
  await page.evaluate(() => fetch('/api/v1/jobs?list=upcoming').then((r) => r.status));
  await expect.poll(() => keptOwner(page)).toBeNull();
});

test("a planner who logs in on the phone next deletes the crew member's kept day", async ({ page, loginAs }) => {
  await keepTheDay(page);
  await loginAs('planner');
  await page.goto('/');
  await expect.poll(() => keptOwner(page)).toBeNull();
});
