// Two planners change the same crew item at once (lib/domain/versions.ts): the first save wins;
// the second is refused with what they typed kept, and is told who changed what; they save theirs
// again on the new version, and it wins. (The demo has one planner login, so the two planners are
// Pat in two browsers.)
import en from '../messages/en.json';
import { backendAs } from './backend-as';
import { expect, loginContext, newContextOnClock, test } from './fixtures';
import { dayProject } from './planner-project';
import { clock } from '../lib/domain/clock';
import { addDays } from '../lib/domain/calendar-days';

test.use({ role: 'planner' });

test("the second planner's save is refused with their text kept; applied again, it wins", async ({
  page,
  browser,
  baseURL,
}) => {
  const planner = await backendAs('planner@example.com');
  const day = addDays(clock.today('Europe/Amsterdam'), 400);
  const { project, addItem } = await dayProject(planner, { name: 'Two planners', crewName: 'Shared crew', day });
  const created = await addItem('Stagehand', '08:00', '17:00');

  const openForm = async (p: typeof page) => {
    await p.goto(`/projects/${project.number}`);
    await expect(p.getByTestId('project-workspace')).toHaveAttribute('data-ready', 'true');
    const item = p.locator(`[data-testid="project-crew-item"][data-item-id="${created.id}"]`);
    await item.getByRole('button', { name: en.ProjectPage.edit }).click();
    return item.getByTestId('crew-item-form');
  };
  const other = await newContextOnClock(browser, { baseURL });
  await loginContext(other, baseURL!, 'planner');
  const first = await openForm(await other.newPage());
  const second = await openForm(page);

  // The first planner saves a comment.
  await first.getByLabel(en.ProjectForms.comment).fill('Bring gloves');
  await first.getByRole('button', { name: en.ProjectForms.save }).click();
  await expect(first).toBeHidden();

  // The second, whose form was filled before that, saves catering: refused, their text kept.
  await second.getByLabel(en.ProjectForms.catering).fill('Lunch at 12');
  await second.getByRole('button', { name: en.ProjectForms.save }).click();
  const notice = second.getByTestId('conflict-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.Conflict.title);
  await expect(notice).toContainText('Pat Jansen');
  await expect(notice.getByTestId('conflict-changes')).toContainText(`${en.ProjectForms.comment}: Bring gloves`);
  await expect(second.getByLabel(en.ProjectForms.catering)).toHaveValue('Lunch at 12');
  expect(
    (await planner.call<{ catering: string | null; comment: string | null }>('GET', `/projectCrewItems/${created.id}`))
      .catering,
  ).toBeNull();

  // Applied again on the new version, it wins.
  await notice.getByTestId('conflict-apply').click();
  await expect(second).toBeHidden();
  await expect(page.getByText(en.ProjectForms.itemSaved)).toBeVisible();
  await expect
    .poll(async () =>
      planner.call<{ catering: string | null; version: number }>('GET', `/projectCrewItems/${created.id}`),
    )
    .toMatchObject({ catering: 'Lunch at 12', version: 3 });
  await other.close();
});
