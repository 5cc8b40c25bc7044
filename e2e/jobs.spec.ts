// Jobs: the crew member's four lists, answering a job to confirm, and the way from
// a job to its details and its crew.
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

test.use({ role: 'crew' });

const LISTS = ['upcoming', 'past', 'toConfirm', 'appliedFor'] as const;

async function openJobs(page: Page, list?: (typeof LISTS)[number]) {
  await page.goto(list ? `/jobs?list=${list}` : '/jobs');
  await expect(page.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
}

type TApiJob = { id: number; status: string; startsAt: string; project: { name: string } };
const apiJobs = async (page: Page, list: string): Promise<TApiJob[]> =>
  (await (await page.request.get(`/api/v1/jobs?list=${list}`)).json()).data;

test('the four lists show their jobs with status, times and place', async ({ page }) => {
  await openJobs(page);
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.jobs);
  await expect(page.getByRole('tab')).toHaveText(LISTS.map((l) => en.JobsPage.lists[l]));
  for (const list of LISTS) {
    const tab = page.getByRole('tab', { name: en.JobsPage.lists[list], exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?list=${list}$`));
    const expected = await apiJobs(page, list);
    expect(expected.length, `demo data has ${list} jobs`).toBeGreaterThan(0);
    const cards = page.getByTestId(`jobs-panel-${list}`).getByTestId('job-card');
    await expect(cards).toHaveCount(expected.length);
    const first = cards.first();
    await expect(first.getByRole('heading')).not.toBeEmpty();
    await expect(first.getByTestId('job-status')).not.toBeEmpty();
    await expect(first.getByTestId('job-times')).toContainText('–');
  }
  // Arrow keys move between the tabs.
  await page.getByRole('tab', { name: en.JobsPage.lists.appliedFor }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: en.JobsPage.lists.toConfirm })).toBeFocused();
  await expect(page.getByTestId('jobs-panel-toConfirm')).toBeVisible();
});

test('accepting a job to confirm moves it out of the list', async ({ page }) => {
  await openJobs(page, 'toConfirm');
  const before = await apiJobs(page, 'toConfirm');
  // The latest one, so that earlier requests stay for the check-in flows.
  const job = before.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[before.length - 1]!;
  const card = page.locator(`[data-testid="job-card"][data-job-id="${job.id}"]`);
  await card.getByRole('button', { name: en.JobsPage.acceptLabel.replace('{project}', job.project.name) }).click();
  await expect(page.getByText(en.JobsPage.accepted)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('jobs-panel-toConfirm').getByTestId('job-card')).toHaveCount(before.length - 1);
  expect((await apiJobs(page, 'upcoming')).find((j) => j.id === job.id)?.status).toBe('confirmedWeb');
});

test('declining asks first, can be kept, and then declines with a reason', async ({ page }) => {
  await openJobs(page, 'toConfirm');
  const before = (await apiJobs(page, 'toConfirm')).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const job = before[before.length - 1]!;
  const card = page.locator(`[data-testid="job-card"][data-job-id="${job.id}"]`);
  const dialog = page.getByRole('dialog', { name: en.JobsPage.declineTitle });

  await card.getByRole('button', { name: en.JobsPage.declineLabel.replace('{project}', job.project.name) }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(job.project.name);
  await dialog.getByRole('button', { name: en.JobsPage.keepJob }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: en.JobsPage.declineLabel.replace('{project}', job.project.name) }).click();
  await dialog.getByLabel(en.JobsPage.declineReason).fill('Family visit');
  await dialog.getByRole('button', { name: en.JobsPage.confirmDecline }).click();
  await expect(page.getByText(en.JobsPage.declined)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  expect((await apiJobs(page, 'toConfirm')).map((j) => j.id)).not.toContain(job.id);
});

test('a job opens its details, and the details open its crew and location', async ({ page }) => {
  await openJobs(page, 'upcoming');
  const card = page.getByTestId('job-card').first();
  const project = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.job);
  const details = page.getByTestId('job-details');
  await expect(details.getByRole('heading', { level: 2 }).first()).toHaveText(project);
  await expect(details.getByTestId('job-status')).not.toBeEmpty();
  await expect(details.getByTestId('link-contact-project-manager')).toBeVisible();

  const crewLink = details.getByTestId('job-crew-link');
  const crewName = (await crewLink.textContent())!;
  await crewLink.click();
  await expect(page).toHaveURL(/\/crews\/\d+$/);
  await expect(page.getByTestId('crew-name')).toHaveText(crewName);
  await expect(page.getByTestId('page-title')).toHaveText(crewName);
  await expect(page).toHaveTitle(new RegExp(`- ${crewName}$`));
  await expect(page.getByTestId('crew-item').first()).toBeVisible();
});

test('the project manager contact page has phone and email links', async ({ page }) => {
  const [job] = await apiJobs(page, 'upcoming');
  await page.goto(`/jobs/${job!.id}/contact-project-manager`);
  const card = page.getByTestId('contact-card');
  await expect(card.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(card.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:.+@.+/);
});

test('an unknown job answers 404 and says the job is not found', async ({ page }) => {
  expect((await page.goto('/jobs/999999'))?.status()).toBe(404);
  await expect(page.getByTestId('load-error')).toContainText(en.NotFoundPage.record.replace('{record}', en.Titles.job));
  await expect(page.getByTestId('load-error')).toContainText(en.Errors.NOT_FOUND);
});
