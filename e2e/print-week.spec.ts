// The printable planning as crew use it: the crew member's week from the personal
// calendar and the crew chief's line-up of today's crew, each a page that prints without the
// shell (print media) and a PDF read back with pdftotext. Only reads.
import { readFileSync } from 'node:fs';
import en from '../messages/en.json';
import { pdfText } from '../lib/backend/test-support/pdf-text';
import { expect, test } from './fixtures';
import { showCrewId, tenantToday } from './crew-day';

test.describe('crew member', () => {
  test.use({ role: 'crew' });

  test('opens a week of the calendar, prints it without the shell and downloads it as PDF', async ({ page }) => {
    const today = await tenantToday(page.request);
    await page.goto('/personal-calendar');
    await page.getByTestId('print-week-link').click();
    await expect(page).toHaveURL(new RegExp(`/personal-calendar/week\\?week=${today}$`));
    await expect(page.getByTestId('week-day')).toHaveCount(7);
    await expect(
      page
        .getByTestId('week-day')
        .filter({ has: page.getByTestId('week-job') })
        .first(),
    ).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('week-heading')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeHidden();
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    await expect(page.getByTestId('week-pdf')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('week-pdf').click()]);
    const text = pdfText(readFileSync((await download.path())!)).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(en.Pdf.labels.period);
    expect(text).toMatch(new RegExp(en.Pdf.week.scheduleTitle.replace('{name}', '\\S+')));

    await page.getByTestId('next-week').click();
    await expect(page).not.toHaveURL(new RegExp(`week=${today}$`));
    await expect(page.getByTestId('week-day')).toHaveCount(7);
  });
});

test.describe('crew chief', () => {
  test.use({ role: 'chief' });

  test("opens today's crew's line-up of the week and downloads it as PDF", async ({ page }) => {
    const crewId = await showCrewId(page);
    await page.goto(`/crews/${crewId}`);
    await page.getByTestId('action-line-up').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${crewId}/line-up\\?week=`));
    await expect(page.getByTestId('week-heading')).toContainText('Show crew');
    await expect(page.getByTestId('line-up-row').first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('week-pdf').click()]);
    const text = pdfText(readFileSync((await download.path())!));
    expect(text).toContain(en.Pdf.week.lineUpTitle.replace('{crew}', 'Show crew'));
  });
});
