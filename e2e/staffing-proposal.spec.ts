// "Staff this project" at phone size, on the demo's largest project with open rows ahead (Food
// Festival Amsterdam 2027, 45 open rows): the planner keeps crews together as much as possible
// and leaves out earlier clients, follows the solve, reads why each person was chosen and why rows
// stay empty (the proposal checked by axe-core), requests only Sam de Vries (crew@example.com, on the Parking crew the day before),
// and Sam finds the request to answer in /jobs. Changes demo data: Sam's request on that project.
import AxeBuilder from '@axe-core/playwright';
import en from '../messages/en.json';
import { backendAs } from './backend-as';
import { expect, loginContext, newContextOnClock, test, DEMO_USERS } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use({ role: 'planner', ...PHONE });

test('a planner staffs the largest project, reads the reasons and requests part of the proposal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const planner = await backendAs(DEMO_USERS.planner);
  const sam = await backendAs(DEMO_USERS.crew);
  const projects = await planner.call<Array<{ id: number; number: number; name: string }>>(
    'GET',
    '/projects?limit=1000',
  );
  const project = projects.find((p) => p.name === 'Food Festival Amsterdam 2027')!;

  await page.goto(`/projects/${project.number}`);
  await expect(page.getByTestId('project-workspace')).toHaveAttribute('data-ready', 'true');
  const card = page.getByTestId('staffing');
  await card.getByTestId('staffing-open').click();
  const form = card.getByTestId('staffing-form');
  await expect(form.getByRole('group', { name: en.StaffingProposal.weights })).toBeVisible();
  await form.getByLabel(en.StaffingProposal.weight.together).selectOption('5');
  await form.getByLabel(en.StaffingProposal.weight.client).selectOption('0');
  await form.getByRole('button', { name: en.StaffingProposal.start }).click();

  // The solve runs on the job queue: the progress shows until the proposal is there.
  await expect(card.getByTestId('staffing-progress').or(card.getByTestId('staffing-result'))).toBeVisible();
  const result = card.getByTestId('staffing-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByTestId('staffing-summary')).toHaveText(/\d+ rows proposed, \d+ left empty/);
  await expect(result.getByText(en.StaffingProposal.optimal)).toBeVisible();

  // Sam is proposed for the Parking crew's second day, for keeping the crew together.
  const mine = result.locator(`[data-testid="staffing-person"][data-person="${sam.personId}"]`);
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('staffing-why')).toContainText('Stagehand');
  await expect(mine.getByTestId('staffing-why')).toContainText('with this crew on 1 other day');
  // A row nobody can take says what keeps people off it.
  const empty = result.getByTestId('staffing-empty').first();
  await expect(empty).toContainText(/left empty: no .+ is free on/);
  await expect(empty.locator('li').first()).toBeVisible();

  // The proposal as a screen reader meets it: no WCAG 2.1 A/AA violation (axe-core).
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="staffing"]')
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Only Sam: every other tick off.
  const boxes = result.locator('[data-testid="staffing-person"] input[type="checkbox"]');
  for (const box of await boxes.all()) {
    const person = await box.locator('xpath=ancestor::li[1]').getAttribute('data-person');
    if (person !== String(sam.personId)) await box.uncheck();
  }
  await result.getByRole('button', { name: 'Request the people ticked (1)' }).click();
  await expect(page.getByText('1 person requested')).toBeVisible();
  await expect(mine.getByText(en.StaffingProposal.requested)).toBeVisible();
  await expect(mine.getByRole('checkbox')).toBeDisabled();

  // Sam sees the request to answer.
  const crewContext = await newContextOnClock(browser, { ...PHONE, baseURL });
  await loginContext(crewContext, baseURL!, 'crew');
  const crewPage = await crewContext.newPage();
  await crewPage.goto('/jobs?list=toConfirm');
  await expect(crewPage.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
  await expect(crewPage.getByTestId('job-card').filter({ hasText: project.name })).toBeVisible();
  await crewContext.close();
});
