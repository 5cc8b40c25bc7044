// The offline check-in queue: without network a check-in waits on the device
// as "pending", survives a reload, and is sent exactly once, with its original time, when the
// network returns. A planner checks in a member of a crew of today (any crew the other specs
// leave open, so this runs in any order).
import en from '../messages/en.json';
import { OFFLINE_QUEUE_KEY } from '../lib/client/offline-queue';
import { expect, test, WITH_SERVICE_WORKER } from './fixtures';
import { dayChecks, grantLocation, ready, tenantToday, type TDayMember } from './crew-day';

test.use({ role: 'planner', ...WITH_SERVICE_WORKER });
test.setTimeout(90_000);

type TCrew = { id: number; name: string };

test('an offline check-in is kept, survives a reload and syncs exactly once', async ({ page, context }) => {
  await grantLocation(context);
  const today = await tenantToday(page.request);
  const res = await page.request.get(`/api/v1/projectCrews?date=${today}`);
  const crews = ((await res.json()) as { data: TCrew[] }).data;
  let target: { crew: TCrew; member: TDayMember } | null = null;
  for (const crew of crews.filter((c) => c.name !== 'Show crew')) {
    const member = (await dayChecks(page.request, crew.id, today)).find((m) => !m.check);
    if (member) {
      target = { crew, member };
      break;
    }
  }
  expect(target, 'a crew of today with someone not checked in yet').not.toBeNull();
  const { crew, member } = target!;
  const url = `/crews/${crew.id}/check-in`;

  // Once the service worker controls the page, a reload puts the page in its cache.
  await page.goto(url);
  await ready(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.reload();
  await ready(page);

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1/projectCrews/${crew.id}/checkIns`)
      posts.push(r.url());
  });

  await context.setOffline(true);
  await expect(page.getByTestId('offline-note')).toBeVisible();
  const row = page.locator(`[data-testid="check-row"][data-assignment="${member.assignmentId}"]`);
  await row.getByRole('button', { name: en.CheckPage.checkInPerson.replace('{name}', member.name) }).click();
  await expect(row.getByTestId('pending-check')).toHaveCount(1);
  await expect(page.getByTestId('pending-count')).toBeVisible();
  const queued = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ clientId: string; body: { at: string } }>,
    OFFLINE_QUEUE_KEY,
  );
  expect(queued).toHaveLength(1);
  const originalAt = queued[0]!.body.at;

  // Still offline: the reloaded page comes from the worker's cache and shows the pending check-in.
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('offline-note')).toBeVisible();
  await expect(row.getByTestId('pending-check')).toHaveCount(1);
  expect(posts).toEqual([]);

  // Time passes before the network is back; the check-in keeps its own time.
  await page.waitForTimeout(2000);
  // The "sent" toast lasts 3 s: it is looked for from the moment the network is back, not after
  // the row has caught up (on a loaded machine that came later, in a CI run of 2 December).
  const sent = expect(page.getByTestId('toast').filter({ hasText: 'has been sent' })).toBeVisible({
    timeout: 20_000,
  });
  await context.setOffline(false);
  await sent;
  await expect(row.getByTestId('pending-check')).toHaveCount(0, { timeout: 20_000 });
  await expect(row.getByTestId('check-status')).toContainText('Checked in at');

  await page.waitForTimeout(1500);
  expect(posts).toHaveLength(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), OFFLINE_QUEUE_KEY)).toBe('[]');
  const checks = (await dayChecks(page.request, crew.id, today)).filter(
    (m) => m.assignmentId === member.assignmentId && m.check,
  );
  expect(checks).toHaveLength(1);
  expect(Date.parse(checks[0]!.check!.checkInAt)).toBe(Date.parse(originalAt));
  await expect(page.locator('[data-testid="toast"][data-type="error"]')).toHaveCount(0);
});
