// Required trainings at phone size: a planner ticks a training for a function below a company's
// settings (saved, it holds after a reload), then requests Sam for a crew item of that function
// without it: the warning names the training, with no double-booking marker, and the request goes
// out on the second confirmation. Changes demo data: a new function requiring a demo training,
// and a project far ahead with a request for Sam de Vries (crew@example.com).
import en from '../messages/en.json';
import { addDays } from '../lib/domain/calendar-days';
import { clock } from '../lib/domain/clock';
import { backendAs } from './backend-as';
import { dayProject } from './planner-project';
import { openBoardCell } from './planner-board-cell';
import { expect, test, DEMO_USERS } from './fixtures';

test.use({ role: 'planner', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a planner makes a function require a training and is warned when booking without it', async ({
  page,
  allowConsoleErrors,
}) => {
  // The first request is refused (409): the warning under test.
  allowConsoleErrors(/status of 409 .*\/api\/v1\/assignments\)$/);
  test.setTimeout(90_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const sam = await backendAs(DEMO_USERS.crew);
  const day = addDays(clock.today('Europe/Amsterdam'), 250);
  const functionName = `Scaffolder ${day}`;
  await planner.call('POST', '/functions', { name: functionName });
  const { trainings } = await planner.call<{ trainings: { id: number; name: string }[] }>('GET', '/requiredTrainings');
  // A demo training Sam has not done (his own list says which he has done, or done and expired).
  const his = await sam.call<{ training: { id: number }; status: string }[]>('GET', '/trainings');
  const done = new Set(his.filter((h) => h.status === 'done' || h.status === 'expired').map((h) => h.training.id));
  const training = trainings.find((t) => !done.has(t.id))!;
  const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');

  await page.goto(`/companies/${companies.find((c) => c.parentId === null)!.id}/settings`);
  const card = page.getByTestId('required-trainings');
  await expect(page.getByRole('heading', { name: en.RequiredTrainings.title })).toBeVisible();
  // A tick before the form's code has hydrated would be the browser's alone.
  // (The card's section carries the same test id; the mark is on the form inside it.)
  await expect(card.locator('div[data-testid="required-trainings"]')).toHaveAttribute('data-ready', 'true');
  const fieldset = card.getByRole('group', { name: functionName });
  const save = fieldset.getByRole('button', { name: en.RequiredTrainings.save.replace('{function}', functionName) });
  // Nothing to save until something is ticked.
  await expect(save).toBeDisabled();
  await fieldset.getByRole('checkbox', { name: training.name }).check();
  await save.click();
  await expect(page.getByText(en.RequiredTrainings.saved.replace('{function}', functionName))).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('required-trainings').getByRole('group', { name: functionName }).getByRole('checkbox', {
      name: training.name,
    }),
  ).toBeChecked();

  const { addItem } = await dayProject(planner, { name: `Scaffold Days ${day}`, crewName: 'Scaffold crew', day });
  const item = await addItem(functionName, '08:00', '16:00');
  const { cell, dialog } = await openBoardCell(page, { personId: sam.personId, search: 'de Vries', day });
  await dialog.locator(`[data-testid="open-row"][data-item="${item.id}"]`).getByTestId('request-open-row').click();

  const warning = dialog.getByTestId('double-booking-warning');
  await expect(warning.getByRole('heading')).toHaveText(en.Staffing.ruleHeading.replace('{name}', 'Sam de Vries'));
  await expect(warning.getByTestId('double-booking-marker')).toHaveCount(0);
  await expect(warning.getByTestId('double-booking-conflicts')).toHaveText(
    en.Staffing.trainingMissing.replace('{training}', training.name),
  );
  await warning.getByTestId('confirm-double-booking').click();
  await expect(dialog).toBeHidden();
  await expect(cell).toHaveAttribute('data-markers', /pending/);
});
