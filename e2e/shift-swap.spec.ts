// Shift swap, at phone size: crew member Sam offers a confirmed job, crew member Chris
// (who has its function and is free) takes it, a planner approves, and Chris sees the job
// confirmed while Sam is released.
import en from '../messages/en.json';
import { expect, loginContext, test, newContextOnClock } from './fixtures';
import type { Browser, Page } from '@playwright/test';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
test.use({ ...PHONE, role: 'crew' });

const SAM = 'Sam de Vries';
const CHRIS = 'Chris Bakker';

type TApiJob = { id: number; crewItemId: number; status: string; startsAt: string; project: { name: string } };
type TCandidate = { name: string; hasFunction: boolean; onItem: boolean; booked: boolean; blocked: boolean };

const getData = async <T>(page: Page, path: string): Promise<T> =>
  (await (await page.request.get(`/api/v1${path}`)).json()).data as T;

async function phoneAs(browser: Browser, baseURL: string, role: 'chief' | 'planner') {
  const context = await newContextOnClock(browser, { ...PHONE, baseURL });
  await loginContext(context, baseURL, role);
  return { context, page: await context.newPage() };
}

/** One of Sam's confirmed jobs ahead that Chris could work: the planners' candidates list has
 *  him with the function and without a booking, blocked date or vacation then (the demo seeds one). */
async function jobChrisCouldTake(sam: Page, planner: Page): Promise<TApiJob> {
  const jobs = await getData<TApiJob[]>(sam, '/jobs?list=upcoming&limit=100');
  for (const job of jobs) {
    if (!(await getData<{ canOffer: boolean }>(sam, `/jobs/${job.id}/shiftSwap`)).canOffer) continue;
    const candidates = await getData<TCandidate[]>(
      planner,
      `/projectCrewItems/${job.crewItemId}/candidates?search=Bakker`,
    );
    const chris = candidates.find((c) => c.name === CHRIS);
    if (chris?.hasFunction && !chris.onItem && !chris.booked && !chris.blocked) return job;
  }
  throw new Error('the demo has a job of Sam that Chris could take');
}

/** Answers the confirmation a ConfirmButton asks. */
async function confirm(page: Page, label: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
}

test('a crew member offers a shift, a colleague takes it, a planner approves', async ({ page, browser, baseURL }) => {
  // Three people in three browser contexts, each step waiting for the server.
  test.setTimeout(90_000);
  const planner = await phoneAs(browser, baseURL!, 'planner');
  const job = await jobChrisCouldTake(page, planner.page);

  // Sam offers the job from its page, after a confirmation.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByTestId('job-swap').getByRole('heading')).toHaveText(en.ShiftSwaps.title);
  await expect(page.locator('[data-swap-step="offer"]')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('job-swap-offer').click();
  await expect(page.getByRole('alertdialog')).toContainText(en.ShiftSwaps.offerQuestion);
  await confirm(page, en.ShiftSwaps.offer);
  await expect(page.getByText(en.ShiftSwaps.offered)).toBeVisible();
  await expect(page.getByTestId('job-swap-status')).toHaveAttribute('data-status', 'offered');
  await expect(page.getByTestId('job-swap-withdraw')).toBeVisible();
  const swapId = (await getData<{ swap: { id: number } }>(page, `/jobs/${job.id}/shiftSwap`)).swap.id;

  // Chris finds it among the shifts colleagues offer, and takes it.
  const chris = await phoneAs(browser, baseURL!, 'chief');
  await chris.page.goto('/vacancies');
  await expect(chris.page.getByTestId('vacancies-view')).toHaveAttribute('data-ready', 'true');
  const offered = chris.page.getByTestId('offered-shifts');
  await expect(offered.getByRole('heading', { level: 2 })).toHaveText(en.ShiftSwaps.offeredTitle);
  const card = offered.locator(`[data-testid="offered-shifts-item"][data-swap-id="${swapId}"]`);
  await expect(card).toContainText(en.ShiftSwaps.offeredBy.replace('{name}', SAM));
  await card
    .getByRole('button', {
      name: en.ShiftSwaps.takeLabel.replace('{project}', job.project.name).replace('{name}', SAM),
    })
    .click();
  await expect(chris.page.getByText(en.ShiftSwaps.taken)).toBeVisible();
  await expect(card.getByTestId('offered-shift-status')).toHaveText(en.ShiftSwaps.statusTakenByYou);

  // Sam sees who took it; the job is still Sam's until a planner approves.
  await page.reload();
  await expect(page.getByTestId('job-swap-status')).toHaveText(en.ShiftSwaps.statusTaken.replace('{name}', CHRIS));

  // The planner approves from /projects-vacancy.
  await planner.page.goto('/projects-vacancy');
  const pending = planner.page.getByTestId('pending-swaps');
  await expect(pending.getByRole('heading', { level: 2 })).toHaveText(en.ShiftSwaps.pendingTitle);
  const row = pending.locator(`[data-testid="pending-swaps-item"][data-swap-id="${swapId}"]`);
  await expect(row.locator('[data-swap-step="approve"]')).toHaveAttribute('data-ready', 'true');
  await expect(row.getByTestId('pending-swap-who')).toHaveText(
    en.ShiftSwaps.takenBy.replace('{taker}', CHRIS).replace('{offerer}', SAM),
  );
  await row
    .getByRole('button', { name: en.ShiftSwaps.approveLabel.replace('{taker}', CHRIS).replace('{offerer}', SAM) })
    .click();
  await confirm(planner.page, en.ShiftSwaps.approve);
  await expect(planner.page.getByText(en.ShiftSwaps.approved.replace('{name}', CHRIS))).toBeVisible();
  await expect(row).toHaveCount(0);
  await planner.context.close();

  // Chris sees the job confirmed among his upcoming jobs, and on its page where it came from.
  await chris.page.goto('/jobs?list=upcoming');
  await expect(chris.page.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
  const chrisJob = (await getData<TApiJob[]>(chris.page, '/jobs?list=upcoming&limit=100')).find(
    (j) => j.crewItemId === job.crewItemId,
  )!;
  expect(chrisJob.status).toBe('confirmed');
  const jobCard = chris.page.locator(`[data-testid="job-card"][data-job-id="${chrisJob.id}"]`);
  await expect(jobCard.getByTestId('job-status')).toHaveText(en.JobsPage.statuses.confirmed);
  await chris.page.goto(`/jobs/${chrisJob.id}`);
  await expect(chris.page.getByTestId('job-status')).toHaveText(en.JobsPage.statuses.confirmed);
  await expect(chris.page.getByTestId('job-swap-status')).toHaveText(
    en.ShiftSwaps.statusTookOver.replace('{name}', SAM),
  );
  await chris.context.close();

  // Sam is released from it.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByTestId('job-status')).toHaveText(en.JobsPage.statuses.cancelled);
  await expect(page.getByTestId('job-swap-status')).toHaveText(en.ShiftSwaps.statusApproved.replace('{name}', CHRIS));
  await expect(page.getByTestId('job-swap-offer')).toHaveCount(0);
});
