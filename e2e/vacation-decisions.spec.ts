// Planners decide on vacation requests, at phone size: a crew member's request shows
// on the planner's Home with the confirmed job it falls on; the planner approves it (asked once
// more because of that job) and the crew member sees it approved in their calendar. A requested
// vacation in the planning calendar leads to the person's requests on their crew profile, where
// the planner declines one (asked once more).
// Changes demo data: vacation requests of Sam de Vries (crew@example.com) on free days, and a
// project with a confirmed job of his on one of them.
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { backendAs } from './backend-as';
import { dayProject } from './planner-project';
import { expect, loginContext, test, DEMO_USERS, newContextOnClock } from './fixtures';
import { clock } from '../lib/domain/clock';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
test.use({ ...PHONE, role: 'planner' });

type TCrewApi = Awaited<ReturnType<typeof backendAs>>;
const today = () => clock.today('Europe/Amsterdam');

/** Sam asks for vacation from the first day at or after `from` where the days are still free of requests. */
async function askVacation(sam: TCrewApi, from: string, length: number, extra: Record<string, unknown> = {}) {
  for (let start = from; start < addDays(from, 60); start = addDays(start, 1)) {
    try {
      const body = { startDate: start, endDate: addDays(start, length - 1), paid: true, ...extra };
      return await sam.call<{ id: number; startDate: string; endDate: string }>('POST', '/vacationRequests', body);
    } catch {
      // Days already asked for: try the next.
    }
  }
  throw new Error('no free days for a vacation request');
}

/** The request's card, paging through "Show more" when it is further down the list. */
async function decision(page: Page, id: number) {
  const list = page.getByTestId('vacation-decisions');
  await expect(list).toHaveAttribute('data-ready', 'true');
  const card = list.locator(`[data-testid="vacation-decision"][data-vacation-id="${id}"]`);
  while (!(await card.isVisible()) && (await list.getByTestId('more-vacations').isVisible()))
    await list.getByTestId('more-vacations').click();
  await expect(card).toBeVisible();
  return card;
}

test('a planner approves a vacation that falls on a job, and the crew member sees it approved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const sam = await backendAs(DEMO_USERS.crew);
  const vacation = await askVacation(sam, addDays(today(), 1), 2);
  // A confirmed job of Sam on the first day of it.
  const { project, addItem } = await dayProject(planner, {
    name: `Vacation Clash ${vacation.startDate}`,
    crewName: 'Clash crew',
    day: vacation.startDate,
  });
  const item = await addItem('Stagehand', '05:00', '06:00');
  await planner.call('POST', '/assignments', {
    crewItemId: item.id,
    personId: sam.personId,
    status: 'confirmed',
    confirmDoubleBooking: true,
  });

  await page.goto('/');
  const section = page.getByTestId('vacation-requests');
  await expect(section.getByRole('heading', { name: en.VacationDecisions.title })).toBeVisible();
  const card = await decision(page, vacation.id);
  await expect(card).toContainText('Sam de Vries');
  await expect(card).toContainText(en.VacationDecisions.paid);
  await expect(card.getByTestId('vacation-days')).toContainText('2 days');
  await expect(card.getByTestId('vacation-clashes')).toContainText(`${project.number} ${project.name}`);

  await card.getByTestId('approve-vacation').click();
  const ask = card.getByRole('alertdialog');
  await expect(ask).toContainText(en.VacationDecisions.approveAnyway.replace('{name}', 'Sam de Vries'));
  await ask.getByRole('button', { name: en.VacationDecisions.approveConfirm }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: en.VacationDecisions.approved.replace('{name}', 'Sam de Vries') }),
  ).toBeVisible();
  await expect(section.locator(`[data-vacation-id="${vacation.id}"]`)).toHaveCount(0);

  // Sam sees it approved in his calendar.
  const crewContext = await newContextOnClock(browser, { ...PHONE, baseURL });
  await loginContext(crewContext, baseURL!, 'crew');
  const crewPage = await crewContext.newPage();
  await crewPage.goto(`/personal-calendar?month=${vacation.startDate.slice(0, 7)}`);
  await expect(crewPage.getByTestId('personal-calendar')).toHaveAttribute('data-ready', 'true');
  await crewPage.getByTestId(`day-${vacation.startDate}`).click();
  const entry = crewPage.getByTestId('entry-vacation');
  await expect(entry.getByTestId('vacation-status')).toHaveText(en.PersonalCalendarPage.vacation.status.approved);
  await crewContext.close();
});

test("a requested vacation in the planning calendar leads to the person's requests, where a planner declines it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sam = await backendAs(DEMO_USERS.crew);
  const vacation = await askVacation(sam, addDays(today(), 75), 3, { startHalfDay: true, paid: false });

  await page.goto(`/planning-calendar?view=month&date=${vacation.startDate}`);
  await expect(page.getByTestId('planning-calendar')).toHaveAttribute('data-ready', 'true');
  await page.locator(`[data-testid="calendar-day"][data-date="${vacation.startDate}"]`).click();
  const entry = page
    .getByTestId('calendar-entry')
    .filter({ hasText: 'Sam de Vries' })
    .and(page.locator('[data-tone="requestedVacation"]'));
  await expect(entry).toHaveCount(1);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/crew-profile/${sam.personId}#vacation-requests$`));

  const card = await decision(page, vacation.id);
  await expect(card).toContainText(en.VacationDecisions.unpaid);
  await expect(card.getByTestId('vacation-days')).toContainText('2.5 days');
  await expect(card.getByTestId('vacation-days')).toContainText(en.VacationDecisions.halfStart);
  await card.getByTestId('decline-vacation').click();
  const ask = card.getByRole('alertdialog');
  await expect(ask).toContainText(en.VacationDecisions.declineQuestion.replace('{name}', 'Sam de Vries'));
  await ask.getByRole('button', { name: en.VacationDecisions.declineConfirm }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: en.VacationDecisions.declined.replace('{name}', 'Sam de Vries') }),
  ).toBeVisible();
  await expect(page.locator(`[data-vacation-id="${vacation.id}"]`)).toHaveCount(0);
  const mine = await sam.call<{ id: number; status: string }[]>(
    'GET',
    `/vacationRequests?from=${vacation.startDate}&to=${vacation.endDate}`,
  );
  expect(mine.find((v) => v.id === vacation.id)?.status).toBe('declined');
});
