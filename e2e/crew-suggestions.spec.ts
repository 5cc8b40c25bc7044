// Suggested crew for an open row, at phone size: a planner opens
// the suggestions of an open row on the project page, sees why each person is suggested,
// requests the first one through the usual request flow, and the row then shows the request.
// Changes demo data: it creates its own project far ahead with one open crew item, and a
// request for the first suggested person on it.
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { backendAs } from './backend-as';
import { dayProject } from './planner-project';
import { expect, test, DEMO_USERS } from './fixtures';
import { clock } from '../lib/domain/clock';

test.use({ role: 'planner', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a planner requests the first suggested person for an open row', async ({ page }) => {
  test.setTimeout(60_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const day = addDays(clock.today('Europe/Amsterdam'), 262);
  const { project, addItem } = await dayProject(planner, {
    name: `Suggest Festival ${day}`,
    crewName: 'Suggest crew',
    day,
  });
  const open = await addItem('Stagehand', '08:00', '17:00', 2);

  await page.goto(`/projects/${project.number}`);
  await expect(page.getByTestId('project-workspace')).toHaveAttribute('data-ready', 'true');
  const item = page.locator(`[data-testid="project-crew-item"][data-item-id="${open.id}"]`);
  await expect(item.getByTestId('crew-item-row')).toHaveCount(0);
  await item.getByTestId('suggest-crew').click();

  const dialog = page.getByTestId('request-person-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: en.CrewSuggestions.title })).toBeVisible();
  const first = dialog.getByTestId('crew-suggestion').first();
  await expect(first).toBeVisible();
  const name = (await first.getByTestId('suggestion-name').textContent())!.trim();
  const reasons = first.getByTestId('suggestion-reasons');
  await expect(reasons).toContainText(en.CrewSuggestions.hasFunction.replace('{function}', 'Stagehand'));
  await expect(reasons).toContainText(en.CrewSuggestions.freeDay);
  await expect(reasons).toContainText(/\d+(\.\d)? h planned in week \d+/);

  // The toast lasts 3 s: it is looked for from the press on, not after the dialog has closed
  // (on a loaded machine that came later than the toast's 3 s, in the CI run of 2 December).
  const toast = expect(page.getByText(en.Staffing.requested.replace('{name}', name))).toBeVisible();
  await first.getByRole('button', { name: en.CrewSuggestions.requestLabel.replace('{name}', name) }).click();
  await toast;
  await expect(dialog).toBeHidden();
  const row = item.getByTestId('crew-item-row').first();
  await expect(row).toContainText(name);
  await expect(row.getByTestId('row-status')).toHaveText(en.JobsPage.statuses.requested);

  // The person is on the item now: the suggestions of the remaining row leave them out.
  await item.getByTestId('suggest-crew').click();
  await expect(dialog.getByTestId('crew-suggestion').first()).toBeVisible();
  await expect(dialog.getByTestId('crew-suggestion').filter({ hasText: name })).toHaveCount(0);
  await dialog.getByTestId('search-all-crew').click();
  await expect(dialog.getByTestId('person-picker')).toBeVisible();
});
