// The personal calendar at phone size: from the bottom bar, a month of jobs, blocked
// dates and vacation in the planning colours; a crew member blocks a date and removes it again,
// sees the warning when a confirmed job falls on it, and requests a vacation that then shows.
// Changes demo data: it adds blocked dates and vacation requests of the demo crew member on
// free days, and removes what it added.
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { tenantToday } from './crew-day';

test.use({ role: 'crew', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type TCalendar = {
  personId: number;
  jobs: { id: number; tone: string; startDate: string; endDate: string | null }[];
  blockedDates: { startDate: string; endDate: string | null }[];
  vacationRequests: { startDate: string; endDate: string }[];
};

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

async function personId(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/userRights');
  expect(res.ok()).toBe(true);
  const session = await page.request.post('/api/session/refresh', { headers: { origin: new URL(page.url()).origin } });
  return ((await session.json()) as { data: { session: { user: { personId: number } } } }).data.session.user.personId;
}

async function calendarOf(page: Page, month: string): Promise<TCalendar> {
  const me = await personId(page);
  const res = await page.request.get(`/api/v1/persons/${me}/calendar?from=${month}-01&to=${monthEnd(month)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: TCalendar }).data;
}

/** Days of the month on which nothing at all is planned (from the 2nd, so vacation fits before the end). */
function freeDays(cal: TCalendar, month: string): string[] {
  const busy = new Set<string>();
  const mark = (start: string, end: string | null) => {
    for (let d = start; d <= (end ?? start); d = addDays(d, 1)) busy.add(d);
  };
  cal.jobs.forEach((j) => mark(j.startDate, j.endDate));
  cal.blockedDates.forEach((b) => mark(b.startDate, b.endDate));
  cal.vacationRequests.forEach((v) => mark(v.startDate, v.endDate));
  const out: string[] = [];
  for (let d = `${month}-02`; d <= addDays(monthEnd(month), -3); d = addDays(d, 1)) if (!busy.has(d)) out.push(d);
  return out;
}

async function openMonth(page: Page, month: string) {
  await page.goto(`/personal-calendar?month=${month}`);
  await expect(page.getByTestId('personal-calendar')).toHaveAttribute('data-ready', 'true');
}

test('opens from the bottom bar, between Jobs and Home, with the month and its colours', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByTestId('bottom-bar');
  await expect(bar.getByRole('link')).toHaveText([en.Menu.jobs, en.Menu.personalCalendar, en.Menu.home]);
  await bar.getByRole('link', { name: en.Menu.personalCalendar }).click();
  await expect(page).toHaveURL(/\/personal-calendar$/);
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.personalCalendar);
  await expect(page.getByTestId('personal-calendar')).toHaveAttribute('data-ready', 'true');
  const legend = page.getByTestId('calendar-legend');
  for (const key of ['confirmed', 'requested', 'blocked', 'vacation', 'overlap'] as const)
    await expect(legend).toContainText(en.PersonalCalendarPage.legend[key]);
  // A month runs from its first to its last day (rules §9): the grid's enabled days are exactly those.
  const today = await tenantToday(page.request);
  const month = today.slice(0, 7);
  await expect(page.getByTestId('month-grid').locator('button:not([disabled])')).toHaveCount(
    Number(monthEnd(month).slice(8)),
  );
  // Paging moves a month and keeps it in the address.
  await page.getByTestId('month-next').click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  await page.getByRole('button', { name: en.PersonalCalendarPage.thisMonth }).click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${month}$`));
});

test('a crew member blocks a free date and removes it again', async ({ page }) => {
  const today = await tenantToday(page.request);
  const month = addDays(`${today.slice(0, 7)}-15`, 95).slice(0, 7);
  await openMonth(page, month);
  const day = freeDays(await calendarOf(page, month), month)[0]!;
  await page.getByTestId(`day-${day}`).click();
  await expect(page.getByTestId('day-empty')).toBeVisible();
  await page.getByTestId('open-block-form').click();
  const form = page.getByTestId('block-date-form');
  await expect(form.getByLabel(en.PersonalCalendarPage.blockForm.startDate, { exact: true })).toHaveValue(day);
  await form.getByLabel(en.PersonalCalendarPage.blockForm.reason).fill('Dentist (e2e)');
  await form.getByRole('button', { name: en.PersonalCalendarPage.blockForm.submit }).click();
  await expect(page.getByTestId('toast').filter({ hasText: en.PersonalCalendarPage.blockForm.saved })).toBeVisible();
  const entry = page.getByTestId('entry-blockedDate');
  await expect(entry).toContainText('Dentist (e2e)');
  await expect(entry).toHaveAttribute('data-tone', 'blocked');
  await expect(page.getByTestId(`day-${day}`)).toHaveAttribute('data-entries', '1');
  await expect(entry.getByTestId('blocked-collides')).toHaveCount(0);

  await entry.getByTestId('delete-blocked').click();
  await entry.getByRole('button', { name: en.PersonalCalendarPage.blocked.deleteConfirm }).click();
  await expect(page.getByTestId('entry-blockedDate')).toHaveCount(0);
  await expect(page.getByTestId(`day-${day}`)).toHaveAttribute('data-entries', '0');
});

test('a blocked date on a confirmed job gets the warning', async ({ page }) => {
  const today = await tenantToday(page.request);
  // The demo crew member's next confirmed job.
  const jobs = (await (await page.request.get('/api/v1/jobs?list=upcoming')).json()).data as {
    status: string;
    startDate: string;
  }[];
  const job = jobs.find((j) => ['confirmed', 'confirmedWeb'].includes(j.status) && j.startDate > today);
  expect(job, 'a confirmed job ahead').toBeTruthy();
  await openMonth(page, job!.startDate.slice(0, 7));
  await page.getByTestId(`day-${job!.startDate}`).click();
  await page.getByTestId('open-block-form').click();
  const form = page.getByTestId('block-date-form');
  await form.getByLabel(en.PersonalCalendarPage.blockForm.reason).fill('Family (e2e)');
  await form.getByRole('button', { name: en.PersonalCalendarPage.blockForm.submit }).click();
  const entry = page.getByTestId('entry-blockedDate').filter({ hasText: 'Family (e2e)' });
  await expect(entry.getByTestId('blocked-collides')).toHaveText(en.PersonalCalendarPage.blocked.collides);
  await expect(entry).toHaveAttribute('data-overlaps', 'true');
  await entry.getByTestId('delete-blocked').click();
  await entry.getByRole('button', { name: en.PersonalCalendarPage.blocked.deleteConfirm }).click();
  await expect(page.getByTestId('entry-blockedDate').filter({ hasText: 'Family (e2e)' })).toHaveCount(0);
});

test('a crew member requests vacation with a half day and sees it in the calendar', async ({ page }) => {
  const today = await tenantToday(page.request);
  const month = addDays(`${today.slice(0, 7)}-15`, 130).slice(0, 7);
  await openMonth(page, month);
  const free = freeDays(await calendarOf(page, month), month);
  const first = free.find((d) => free.includes(addDays(d, 1)) && free.includes(addDays(d, 2)))!;
  await page.getByTestId(`day-${first}`).click();
  await page.getByTestId('open-vacation-form').click();
  const form = page.getByTestId('vacation-form');
  await expect(form.getByLabel(en.PersonalCalendarPage.vacationForm.startDate, { exact: true })).toHaveValue(first);
  // The last day before the first is refused on the field, in words.
  await form.getByLabel(en.PersonalCalendarPage.vacationForm.endDate, { exact: true }).fill(addDays(first, -1));
  await form.getByRole('button', { name: en.PersonalCalendarPage.vacationForm.submit }).click();
  await expect(form.getByText(en.PersonalCalendarPage.vacationForm.endInvalid)).toBeVisible();
  await form.getByLabel(en.PersonalCalendarPage.vacationForm.endDate, { exact: true }).fill(addDays(first, 2));
  await form.getByLabel(en.PersonalCalendarPage.vacationForm.startHalfDay).check();
  await form.getByLabel(en.PersonalCalendarPage.vacationForm.unpaid).check();
  await form.getByRole('button', { name: en.PersonalCalendarPage.vacationForm.submit }).click();
  await expect(page.getByTestId('toast').filter({ hasText: en.PersonalCalendarPage.vacationForm.saved })).toBeVisible();

  for (const d of [first, addDays(first, 1), addDays(first, 2)])
    await expect(page.getByTestId(`day-${d}`)).toHaveAttribute('data-entries', '1');
  await page.getByTestId(`day-${addDays(first, 1)}`).click();
  const entry = page.getByTestId('entry-vacation');
  await expect(entry).toHaveAttribute('data-tone', 'vacation');
  await expect(entry.getByTestId('vacation-status')).toHaveText(en.PersonalCalendarPage.vacation.status.requested);
  await expect(entry).toContainText('Unpaid vacation');
  await expect(entry).toContainText('2.5 days');
  await expect(entry).toContainText(en.PersonalCalendarPage.vacation.halfStart);

  // Withdrawn while requested, it is gone.
  await entry.getByTestId('withdraw-vacation').click();
  await entry.getByRole('button', { name: en.PersonalCalendarPage.vacation.withdrawConfirm }).click();
  await expect(page.getByTestId('entry-vacation')).toHaveCount(0);
});
