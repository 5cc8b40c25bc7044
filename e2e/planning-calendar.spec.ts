// The planning calendar at phone size: a planner sees a month in the planning
// colours, picks a day, filters by crew and person (and meets the empty state), switches to
// the week, and opens an entry's crew.
// Changes demo data: it creates its own project (a crew with one confirmed position of Sam de
// Vries, crew@example.com) about six weeks ahead.
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { backendAs } from './backend-as';
import { expect, test, DEMO_USERS } from './fixtures';
import { clock } from '../lib/domain/clock';

test.use({ role: 'planner', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a planner reads the planning calendar, filters it and opens a crew', async ({ page }) => {
  test.setTimeout(90_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const sam = await backendAs(DEMO_USERS.crew);
  const day = addDays(clock.today('Europe/Amsterdam'), 45);
  const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
  const clients = await planner.call<{ id: number }[]>('GET', '/contacts');
  const functions = await planner.call<{ id: number; name: string }[]>('GET', '/functions');
  const project = await planner.call<{ id: number; number: number; name: string }>('POST', '/projects', {
    name: `Calendar Gala ${day}`,
    companyId: companies.find((c) => c.parentId === null)!.id,
    clientId: clients[0]!.id,
    beginDate: day,
    endDate: day,
  });
  const crew = await planner.call<{ id: number }>('POST', '/projectCrews', {
    projectId: project.id,
    name: 'Calendar crew',
    startDate: day,
  });
  const item = await planner.call<{ id: number }>('POST', '/projectCrewItemStatus/create', {
    projectCrewId: crew.id,
    functionId: functions.find((f) => f.name === 'Stagehand')!.id,
    startDate: day,
    startTime: '06:00',
    endTime: '07:00',
    rows: 1,
  });
  await planner.call('POST', '/assignments', {
    crewItemId: item.id,
    personId: sam.personId,
    status: 'confirmed',
    confirmDoubleBooking: true,
  });

  await page.goto(`/planning-calendar?view=month&date=${day}`);
  const calendar = page.getByTestId('planning-calendar');
  await expect(calendar).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('calendar-legend')).toContainText(en.PlanningCalendar.tones.confirmedJob);
  const cell = page.locator(`[data-testid="calendar-day"][data-date="${day}"]`);
  await expect(cell).not.toHaveAttribute('data-count', '0');
  await cell.click();
  const mine = page.getByTestId('calendar-entry').filter({ hasText: 'Calendar crew' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-tone', 'confirmedJob');
  await expect(mine).toContainText('Sam de Vries');

  // Filters: the crew leaves its own entries only; another person on it leaves none.
  await page.getByTestId('filter-crew').selectOption({ label: 'Calendar crew' });
  await expect(page.getByTestId('calendar-entry')).toHaveCount(1);
  const people = await page.getByTestId('filter-person').locator('option').allTextContents();
  const other = people.find((p) => p !== 'Sam de Vries' && p !== en.PlanningCalendar.all)!;
  await page.getByTestId('filter-person').selectOption({ label: other });
  await expect(page.getByTestId('calendar-empty')).toHaveText(en.PlanningCalendar.notFound);
  await page.getByTestId('filter-person').selectOption({ label: 'Sam de Vries' });
  await expect(page.getByTestId('calendar-entry')).toHaveCount(1);

  // The week of that day, then the crew of the entry.
  await page.getByTestId('view-week').click();
  await expect(page).toHaveURL(/view=week/);
  await expect(calendar).toHaveAttribute('data-ready', 'true');
  const inWeek = page.getByTestId('calendar-entry').filter({ hasText: 'Calendar crew' });
  await expect(inWeek).toHaveCount(1);
  await inWeek.click();
  await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}$`));
});
