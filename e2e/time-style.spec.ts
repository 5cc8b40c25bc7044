// One time style on every screen: a job's hours read the same on the jobs list, the
// crew page and the personal calendar, in 24-hour time for the demo's European tenant, in
// English as in Dutch. Before, /jobs said "02:00 PM" to an English reader while the crew page
// said "14:00".
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { expect, test } from './fixtures';

type TApiJob = {
  id: number;
  crew: { id: number };
  startDate: string;
  startTime: string;
  endTime: string;
};

async function upcomingJob(page: Page): Promise<TApiJob> {
  const res = await page.request.get('/api/v1/jobs?list=upcoming');
  expect(res.status()).toBe(200);
  const jobs = (await res.json()).data as TApiJob[];
  expect(jobs.length, 'the demo gives this crew member upcoming jobs').toBeGreaterThan(0);
  return jobs[0]!;
}

const TWELVE_HOUR = /\b(AM|PM)\b/i;

for (const [role, m] of [
  ['crew', en],
  ['crewNl', nl as unknown as typeof en],
] as const) {
  test.describe(role, () => {
    test.use({ role });

    test(`${role}: the jobs list, the crew page and the calendar show a job's hours alike`, async ({ page }) => {
      await page.goto('/jobs');
      const job = await upcomingJob(page);
      // The API's wall-clock times (HH:mm) are the independent reference.
      const [start, end] = [job.startTime.slice(0, 5), job.endTime.slice(0, 5)];

      const times = page.locator(`[data-testid="job-card"][data-job-id="${job.id}"]`).getByTestId('job-times');
      await expect(times).toContainText(start);
      await expect(times).toContainText(end);
      await expect(times).not.toContainText(TWELVE_HOUR);

      await page.goto(`/crews/${job.crew.id}`);
      const items = page.getByTestId('crew-item');
      await expect(items.filter({ hasText: `${start}–${end}` }).first()).toBeVisible();
      await expect(items.first()).not.toContainText(TWELVE_HOUR);

      await page.goto(`/personal-calendar?month=${job.startDate.slice(0, 7)}`);
      await expect(page.getByTestId('personal-calendar')).toHaveAttribute('data-ready', 'true');
      await page.getByTestId(`day-${job.startDate}`).click();
      const said = m.PersonalCalendarPage.job.time.replace('{start}', start).replace('{end}', end);
      await expect(page.getByTestId('day-entries')).toContainText(said);
    });
  });
}
