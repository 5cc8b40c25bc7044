// Vacancies, at phone size: a crew member applies for a vacancy and withdraws; a
// planner accepts an application from /projects-vacancy, and the crew member sees the job
// confirmed.
import en from '../messages/en.json';
import { expect, loginContext, test, newContextOnClock } from './fixtures';
import type { Page } from '@playwright/test';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
test.use({ ...PHONE, role: 'crew' });

type TApiVacancy = { id: number; project: { name: string }; application: { status: string } | null };
const apiVacancies = async (page: Page): Promise<TApiVacancy[]> =>
  (await (await page.request.get('/api/v1/vacancies')).json()).data;
const appliedFor = async (page: Page): Promise<Array<{ crewItemId: number }>> =>
  (await (await page.request.get('/api/v1/jobs?list=appliedFor')).json()).data;

async function openVacancies(page: Page) {
  await page.goto('/vacancies');
  await expect(page.getByTestId('vacancies-view')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.vacancies);
}

/** A vacancy the crew member has not applied for; the demo has several that fit Sam. */
async function freshVacancy(page: Page, skip: number[] = []) {
  const open = (await apiVacancies(page)).filter((v) => v.application?.status !== 'applied' && !skip.includes(v.id));
  expect(open.length, 'the demo has vacancies that fit the crew member').toBeGreaterThan(0);
  return open[open.length - 1]!;
}

test('a crew member applies for a vacancy and withdraws', async ({ page }) => {
  await openVacancies(page);
  const vacancy = await freshVacancy(page);
  const card = page.locator(`[data-testid="vacancy-card"][data-vacancy-id="${vacancy.id}"]`);
  await card.getByRole('button', { name: en.Vacancies.applyLabel.replace('{project}', vacancy.project.name) }).click();
  await expect(page.getByText(en.Vacancies.applied)).toBeVisible();
  await expect(card.getByTestId('vacancy-status')).toHaveText(en.Vacancies.statusApplied);
  expect((await appliedFor(page)).map((j) => j.crewItemId)).toContain(vacancy.id);

  // The application is in the "applied for" list of /jobs.
  await page.goto('/jobs?list=appliedFor');
  await expect(page.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
  await expect(
    page.getByTestId('jobs-panel-appliedFor').getByTestId('job-card').filter({ hasText: vacancy.project.name }),
  ).not.toHaveCount(0);

  await openVacancies(page);
  await card
    .getByRole('button', { name: en.Vacancies.withdrawLabel.replace('{project}', vacancy.project.name) })
    .click();
  await expect(page.getByText(en.Vacancies.withdrawn)).toBeVisible();
  await expect(card.getByTestId('vacancy-status')).toHaveCount(0);
  await expect(card.getByTestId('vacancy-apply')).toBeVisible();
  expect((await appliedFor(page)).map((j) => j.crewItemId)).not.toContain(vacancy.id);
});

test('a planner accepts an application and the crew member sees the job confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  await openVacancies(page);
  const vacancy = await freshVacancy(page);
  const card = page.locator(`[data-testid="vacancy-card"][data-vacancy-id="${vacancy.id}"]`);
  await card.getByTestId('vacancy-apply').click();
  await expect(card.getByTestId('vacancy-status')).toBeVisible();

  const plannerContext = await newContextOnClock(browser, { ...PHONE, baseURL });
  await loginContext(plannerContext, baseURL!, 'planner');
  const planner = await plannerContext.newPage();
  await planner.goto('/projects-vacancy');
  await expect(planner.getByTestId('project-vacancies-view')).toHaveAttribute('data-ready', 'true');
  await expect(planner.getByTestId('page-title')).toHaveText(en.Titles.projectsVacancy);
  const row = planner.locator(`[data-testid="project-vacancy"][data-vacancy-id="${vacancy.id}"]`);
  const applicant = row.getByTestId('applicant').filter({ hasText: 'Sam de Vries' });
  await applicant.getByRole('button', { name: en.Vacancies.acceptLabel.replace('{name}', 'Sam de Vries') }).click();
  // Sam may already be booked at that time: then the double-booking warning asks once more.
  const warning = applicant.getByTestId('double-booking-warning');
  const accepted = planner.getByText(en.Vacancies.accepted.replace('{name}', 'Sam de Vries'));
  await expect(warning.or(accepted).first()).toBeVisible();
  if (await warning.isVisible()) await warning.getByTestId('confirm-double-booking').click();
  await expect(accepted).toBeVisible();
  await expect(applicant).toHaveCount(0);
  await plannerContext.close();

  await page.goto('/jobs?list=upcoming');
  await expect(page.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
  const jobs: Array<{ id: number; crewItemId: number; status: string }> = (
    await (await page.request.get('/api/v1/jobs?list=upcoming')).json()
  ).data;
  const job = jobs.find((j) => j.crewItemId === vacancy.id)!;
  expect(job.status).toBe('confirmed');
  const jobCard = page.locator(`[data-testid="job-card"][data-job-id="${job.id}"]`);
  await expect(jobCard.getByTestId('job-status')).toHaveText(en.JobsPage.statuses.confirmed);
  // Confirmed: it is no longer a vacancy to withdraw from.
  expect((await apiVacancies(page)).map((v) => v.id)).not.toContain(vacancy.id);
});
