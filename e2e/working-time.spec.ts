// Working-time rules at phone size: a planner keeps the tenant's rules below a company's settings
// (a number that is none is refused on its field; saved, the rules hold after a reload), then
// requests Sam for a morning that would leave him 9 hours of rest after an evening job: the
// warning names the rule, by how much and the other job, and the request goes out on the second
// confirmation. Changes demo data: the tenant's longest shift becomes 13 hours (a rule made looser
// adds no warning anywhere else), and a project far ahead with an evening job and a request for
// Sam de Vries (crew@example.com).
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { backendAs } from './backend-as';
import { dayProject } from './planner-project';
import { openBoardCell } from './planner-board-cell';
import { expect, test, DEMO_USERS } from './fixtures';
import { clock } from '../lib/domain/clock';

test.use({ role: 'planner', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a planner keeps the working-time rules and is warned of too little rest', async ({
  page,
  allowConsoleErrors,
}) => {
  // The first request is refused as a breach (409): the warning under test.
  allowConsoleErrors(/status of 409 .*\/api\/v1\/assignments\)$/);
  test.setTimeout(90_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const sam = await backendAs(DEMO_USERS.crew);
  const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
  const company = companies.find((c) => c.parentId === null)!;

  await page.goto(`/companies/${company.id}/settings`);
  const rules = page.getByTestId('working-time-rules');
  await expect(rules).toHaveAttribute('data-ready', 'true');
  await expect(rules.getByRole('heading', { name: en.WorkingTimeRules.title })).toBeVisible();
  await expect(rules.getByLabel(en.WorkingTimeRules.minRestHours)).toHaveValue('11');
  const longest = rules.getByLabel(en.WorkingTimeRules.maxShiftHours);
  await expect(longest).toHaveValue('12');
  await longest.fill('long');
  await rules.getByRole('button', { name: en.WorkingTimeRules.save }).click();
  await expect(longest).toHaveAttribute('aria-invalid', 'true');
  await expect(rules.getByText(en.Validation.notANumber)).toBeVisible();
  await longest.fill('13');
  await rules.getByRole('button', { name: en.WorkingTimeRules.save }).click();
  await expect(page.getByText(en.WorkingTimeRules.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('working-time-rules')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByLabel(en.WorkingTimeRules.maxShiftHours)).toHaveValue('13');

  // An evening job for Sam, and a crew item the next morning.
  const day = addDays(clock.today('Europe/Amsterdam'), 240);
  const next = addDays(day, 1);
  const { project, addItem } = await dayProject(planner, {
    name: `Rest Festival ${day}`,
    crewName: 'Rest crew',
    day,
    lastDay: next,
  });
  const evening = await addItem('Stagehand', '14:00', '23:00');
  const morning = await addItem('Stagehand', '08:00', '17:00', 1, next);
  await planner.call('POST', '/assignments', { crewItemId: evening.id, personId: sam.personId, status: 'confirmed' });

  const { cell, dialog } = await openBoardCell(page, { personId: sam.personId, search: 'de Vries', day: next });
  await dialog.locator(`[data-testid="open-row"][data-item="${morning.id}"]`).getByTestId('request-open-row').click();

  const warning = dialog.getByTestId('double-booking-warning');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('heading')).toHaveText(en.WorkingTime.heading.replace('{name}', 'Sam de Vries'));
  // Not a double booking: no such marker.
  await expect(warning.getByTestId('double-booking-marker')).toHaveCount(0);
  const breach = warning.getByTestId('working-time-breach');
  await expect(breach).toHaveAttribute('data-rule', 'rest');
  await expect(breach).toContainText(
    en.WorkingTime.rest.replace('{rest}', '9').replace('{over}', '2').replace('{limit}', '11'),
  );
  await expect(breach).toContainText(`${project.number} ${project.name}`);
  await expect(warning).toContainText(en.WorkingTime.confirmQuestion);
  await warning.getByTestId('confirm-double-booking').click();
  await expect(dialog).toBeHidden();
  await expect(cell).toHaveAttribute('data-markers', /pending/);
});
