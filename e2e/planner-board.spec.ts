// The crew planner board at phone size: a planner finds a person's day on the board,
// sees the confirmed position, requests the person for an open row of the same day, meets the
// double-booking warning, confirms a second time, and the day then shows the pending request.
// Changes demo data: it creates its own project far ahead (a crew with a booked and an open
// item) and a request for Sam de Vries (crew@example.com) on it.
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { backendAs } from './backend-as';
import { expect, test, DEMO_USERS } from './fixtures';
import { clock } from '../lib/domain/clock';

test.use({ role: 'planner', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a planner requests a person from the board through the double-booking warning', async ({
  page,
  allowConsoleErrors,
}) => {
  // The first request is refused as a double booking (409): the warning under test.
  allowConsoleErrors(/status of 409 .*\/api\/v1\/assignments\)$/);
  test.setTimeout(90_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const sam = await backendAs(DEMO_USERS.crew);
  const day = addDays(clock.today('Europe/Amsterdam'), 230);
  const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
  const clients = await planner.call<{ id: number }[]>('GET', '/contacts');
  const functions = await planner.call<{ id: number; name: string }[]>('GET', '/functions');
  const stagehand = functions.find((f) => f.name === 'Stagehand')!;
  const project = await planner.call<{ id: number; number: number; name: string }>('POST', '/projects', {
    name: `Board Festival ${day}`,
    companyId: companies.find((c) => c.parentId === null)!.id,
    clientId: clients[0]!.id,
    beginDate: day,
    endDate: day,
  });
  const crew = await planner.call<{ id: number }>('POST', '/projectCrews', {
    projectId: project.id,
    name: 'Board crew',
    startDate: day,
  });
  const item = (startTime: string, endTime: string) =>
    planner.call<{ id: number }>('POST', '/projectCrewItemStatus/create', {
      projectCrewId: crew.id,
      functionId: stagehand.id,
      startDate: day,
      startTime,
      endTime,
      rows: 1,
    });
  const booked = await item('08:00', '17:00');
  const open = await item('12:00', '20:00');
  await planner.call('POST', '/assignments', { crewItemId: booked.id, personId: sam.personId, status: 'confirmed' });

  await page.goto(`/planner-crew?month=${day.slice(0, 7)}&q=${encodeURIComponent('de Vries')}`);
  const board = page.getByTestId('planner-board');
  await expect(board).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('board-legend')).toBeVisible();
  const grid = page.getByTestId('board-grid');
  // Only what is on screen is rendered: far fewer cells than persons × days.
  const rows = Number(await grid.getAttribute('data-rows'));
  const cols = Number(await grid.getAttribute('data-cols'));
  expect(await page.getByTestId('board-cell').count()).toBeLessThan(rows * cols + 1);
  // Scroll the day into view; the row of Sam is there once the search narrowed the board.
  await grid.evaluate((el, col) => el.scrollTo({ left: col * 48 }), Number(day.slice(8)) - 1);
  const cell = page.locator(`[data-testid="board-row"][data-person="${sam.personId}"] [data-date="${day}"]`);
  await expect(cell).toHaveAttribute('data-markers', /confirmed/);
  await cell.click();

  const dialog = page.getByTestId('board-cell-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('cell-positions')).toContainText(`${project.number} ${project.name}`);
  const row = dialog.locator(`[data-testid="open-row"][data-item="${open.id}"]`);
  await row.getByTestId('request-open-row').click();
  const warning = dialog.getByTestId('double-booking-warning');
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('double-booking-marker')).toContainText(en.Staffing.doubleBooking);
  await expect(warning.getByTestId('double-booking-conflicts')).toContainText('Board crew');
  await warning.getByTestId('confirm-double-booking').click();
  await expect(dialog).toBeHidden();
  await expect(cell).toHaveAttribute('data-markers', /pending/);
  await expect(cell).toHaveAttribute('data-markers', /confirmed/);
});

test('the board moves between cells with the arrow keys', async ({ page }) => {
  await page.goto('/planner-crew');
  await expect(page.getByTestId('planner-board')).toHaveAttribute('data-ready', 'true');
  const first = page.locator('[data-testid="board-cell"][tabindex="0"]');
  await first.focus();
  const row = Number(await first.getAttribute('data-row'));
  const col = Number(await first.getAttribute('data-col'));
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('data-row', String(row + 1));
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('data-col', String(col + 1));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('board-cell-dialog')).toBeVisible();
});
