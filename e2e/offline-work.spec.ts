// What a crew chief does without network waits on the phone and is sent once, with its own
// time: a check-in, releasing and signing the delivery note, a security check, a
// photo and the answer to a job request, each shown as waiting to send until the network is back;
// checked through the API as the planner. An action the server refuses once it arrives (the job
// was cancelled meanwhile) is shown with the server's reason until the user dismisses it. On a
// shared phone the queue is its owner's: held while the session is gone, sent after their next
// login, deleted by another person's login and by logging out.
import type { Locator, Page } from '@playwright/test';
import en from '../messages/en.json';
import { OFFLINE_QUEUE_KEY, QUEUE_OWNER_KEY } from '../lib/client/offline-queue';
import { OFFLINE_DB } from '../lib/client/offline/day-store';
import { backendAs } from './backend-as';
import { noisePng } from './back-office-files';
import { clickWhenHydrated, DEMO_USERS, expect, test, WITH_SERVICE_WORKER } from './fixtures';
import { dayProject } from './planner-project';
import { grantLocation, ready, tenantToday } from './crew-day';
import { clock } from '../lib/domain/clock';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  role: 'chief',
  ...WITH_SERVICE_WORKER,
});
test.setTimeout(180_000);

type TQueuedInStorage = { clientId: string; kind: string; at?: string; body: { at?: string } };
type TForm = { id: number; questions: Array<{ id: string; type: string; options?: string[] }> };

/**
 * Presses a button with the keyboard: offline, the shell's "no connection" toast and the bottom
 * bar cover the foot of a phone's screen, where a form's last button sits.
 */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

const queued = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as TQueuedInStorage[], OFFLINE_QUEUE_KEY);
const timeOf = (q: TQueuedInStorage) => Date.parse(q.at ?? q.body.at!);

/** A crew of this spec today, led by the demo crew chief, with a job of the chief in it. */
async function chiefsCrew(name: string, today: string) {
  const planner = await backendAs(DEMO_USERS.planner);
  const chief = await backendAs(DEMO_USERS.chief);
  const { crew, addItem } = await dayProject(planner, { name, crewName: `${name} crew`, day: today });
  await planner.call('PUT', `/projectCrews/${crew.id}`, { crewChiefId: chief.personId });
  // Two rows: the chief's job, and a colleague's where a spec needs one.
  const item = await addItem('Stagehand', '00:00', '23:59', 2);
  const assign = (personId: number, status: 'confirmed' | 'requested', crewItemId = item.id) =>
    planner.call<{ id: number }>('POST', '/assignments', {
      crewItemId,
      personId,
      status,
      confirmDoubleBooking: true,
    });
  const chiefJob = await assign(chief.personId, 'confirmed');
  return { planner, chief, crew, addItem, assign, chiefJob };
}

/** Opens the app online until the service worker controls it, then each page once, so it keeps them. */
async function openOnline(page: Page, urls: string[]) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  for (const url of urls) {
    await page.goto(url);
    await ready(page);
  }
}

test('offline work waits on the phone and arrives once, with its own time', async ({ page, context }) => {
  await grantLocation(context);
  const today = await tenantToday(page.request);
  const { planner, chief, crew, addItem, assign, chiefJob } = await chiefsCrew('Offline work', today);
  // A colleague already in and out, so the delivery note has a line to release.
  const crewMember = await backendAs(DEMO_USERS.crew);
  const colleague = await assign(crewMember.personId, 'confirmed');
  const hoursAgo = (h: number) => new Date(clock.nowMs() - h * 3_600_000).toISOString();
  for (const [kind, at] of [
    ['checkIns', hoursAgo(3)],
    ['checkOuts', hoursAgo(1)],
  ] as const)
    await planner.call('POST', `/projectCrews/${crew.id}/${kind}`, {
      assignmentId: colleague.id,
      at,
      lat: 52.43,
      lng: 5.62,
      clientId: crypto.randomUUID(),
    });
  // Mid-day, within the chief's own day: no rest to their other days' jobs is cut short by it, so
  // that their yes keeps the working-time rules (a yes that breaks one is refused).
  const request = await assign(chief.personId, 'requested', (await addItem('Rigger', '10:00', '14:00')).id);
  const forms = await planner.call<TForm[]>('GET', '/forms?kind=securityCheck');
  const form = forms[0]!;
  const shift = `offline-${clock.nowMs()}`;
  const pages = {
    checkIn: `/crews/${crew.id}/check-in`,
    note: `/crews/${crew.id}/delivery-note`,
    check: `/crews/${crew.id}/security-check/${form.id}/${today}/${shift}`,
    photos: `/crews/${crew.id}/photos`,
    jobs: '/jobs?list=toConfirm',
  };
  await openOnline(page, Object.values(pages));

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/')) posts.push(new URL(r.url()).pathname);
  });
  await context.setOffline(true);

  await page.goto(pages.checkIn);
  await ready(page);
  const row = page.locator(`[data-testid="check-row"][data-assignment="${chiefJob.id}"]`);
  await row.getByRole('button').click();
  await expect(row.getByTestId('pending-check')).toHaveCount(1);

  await page.goto(pages.note);
  await ready(page);
  const note = page.getByTestId('document-deliveryNote');
  await note.getByTestId('release-deliveryNote').click();
  await note.getByRole('button', { name: en.DeliveryNotePage.releaseYes }).click();
  await expect(note.getByTestId('waiting-to-send').locator('[data-kind="release"]')).toBeVisible();
  await note.getByLabel(en.DeliveryNotePage.signerName).fill('Casey Client');
  await note.getByRole('button', { name: en.SignaturePad.useTypedName }).click();
  await press(note.getByRole('button', { name: en.DeliveryNotePage.sign, exact: true }));
  await expect(note.getByTestId('waiting-to-send').locator('[data-kind="sign"]')).toBeVisible();

  await page.goto(pages.check);
  await ready(page);
  for (const q of form.questions) {
    const field = page.getByTestId(`question-${q.id}`);
    if (q.type === 'yesNo') await field.getByRole('radio', { name: en.Answers.yes }).check();
    else if (q.type === 'choice') await field.getByRole('radio', { name: q.options![0]! }).check();
    else if (q.type === 'number') await field.getByRole('textbox').fill('12');
    else await field.getByRole('textbox').fill('Cable ramps checked');
  }
  await page.getByLabel(en.SecurityCheckPage.signerName).fill('Chris Chief');
  await page.getByRole('button', { name: en.SignaturePad.useTypedName }).click();
  await press(page.getByRole('button', { name: en.SecurityCheckPage.submit }));
  await expect(page.getByTestId('waiting-to-send').locator('[data-kind="securityCheck"]')).toBeVisible();

  await page.goto(pages.photos);
  await ready(page);
  await page.getByTestId('photo-files').setInputFiles({ name: 'rig.png', mimeType: 'image/png', buffer: noisePng(64) });
  await expect(page.getByTestId('photo-upload').first()).toHaveAttribute('data-state', 'queued');
  await expect(page.getByTestId('waiting-to-send').locator('[data-kind="photo"]')).toBeVisible();

  await page.goto(pages.jobs);
  await ready(page);
  const card = page.locator(`[data-testid="job-card"][data-job-id="${request.id}"]`);
  await card.getByRole('button', { name: en.JobsPage.accept }).click();
  await expect(card.getByTestId('waiting-to-send')).toBeVisible();

  const waiting = await queued(page);
  expect(waiting.map((q) => q.kind).sort()).toEqual(
    ['checkIns', 'jobAnswer', 'photo', 'release', 'securityCheck', 'sign'].sort(),
  );
  expect(posts).toEqual([]);
  const at = Object.fromEntries(waiting.map((q) => [q.kind, timeOf(q)]));

  // Time passes before the network is back; each action keeps its own time.
  await page.waitForTimeout(2000);
  await context.setOffline(false);
  await expect.poll(async () => (await queued(page)).length, { timeout: 30_000 }).toBe(0);
  await expect(card.getByTestId('waiting-to-send')).toHaveCount(0);

  const checks = await planner.call<Array<{ assignmentId: number; check: { checkInAt: string } | null }>>(
    'GET',
    `/projectCrews/${crew.id}/checks?date=${today}`,
  );
  expect(Date.parse(checks.find((m) => m.assignmentId === chiefJob.id)!.check!.checkInAt)).toBe(at.checkIns);
  const doc = await planner.call<{ status: string; releasedAt: string; signedAt: string; signerName: string }>(
    'GET',
    `/projectCrews/${crew.id}/deliveryNote?date=${today}`,
  );
  expect([doc.status, doc.signerName, Date.parse(doc.releasedAt), Date.parse(doc.signedAt)]).toEqual([
    'signed',
    'Casey Client',
    at.release,
    at.sign,
  ]);
  const result = await planner.call<{ signedAt: string }>(
    'GET',
    `/projectCrews/${crew.id}/securityChecks?formId=${form.id}&date=${today}&shift=${shift}`,
  );
  expect(Date.parse(result.signedAt)).toBe(at.securityCheck);
  const photos = await planner.call<Array<{ createdAt: string }>>('GET', `/projectCrews/${crew.id}/photos`);
  expect(photos.map((p) => Date.parse(p.createdAt))).toEqual([at.photo]);
  const job = await chief.call<{ status: string }>('GET', `/jobs/${request.id}`);
  expect(job.status).toBe('confirmedWeb');

  // Each was sent exactly once.
  const counts = posts.reduce<Record<string, number>>((c, p) => ({ ...c, [p]: (c[p] ?? 0) + 1 }), {});
  expect(Object.values(counts).every((n) => n === 1)).toBe(true);
  expect(Object.keys(counts)).toHaveLength(6);
});

test('an action the server refuses once it arrives is shown with the reason until dismissed', async ({
  page,
  context,
}) => {
  await grantLocation(context);
  const today = await tenantToday(page.request);
  const { planner, crew, chiefJob } = await chiefsCrew('Refused offline', today);
  const checkIn = `/crews/${crew.id}/check-in`;
  await openOnline(page, [checkIn]);

  await context.setOffline(true);
  await page.goto(checkIn);
  await ready(page);
  const row = page.locator(`[data-testid="check-row"][data-assignment="${chiefJob.id}"]`);
  await row.getByRole('button').click();
  await expect(row.getByTestId('pending-check')).toHaveCount(1);

  // Meanwhile the planner cancels the job.
  await planner.call('DELETE', `/assignments/${chiefJob.id}`);
  await context.setOffline(false);

  const refused = page.getByTestId('refused-actions');
  await expect(refused).toContainText(en.Errors.JOB_CANCELLED, { timeout: 30_000 });
  await expect(row.getByTestId('pending-check')).toHaveCount(0);
  await page.reload();
  await ready(page);
  await expect(refused).toContainText(en.Errors.JOB_CANCELLED);
  await refused.getByRole('button', { name: en.Outbox.dismiss }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('refused-actions')).toHaveCount(0);
});

test("on a shared phone the queue is its owner's: held while the session is gone, deleted by another's login and by logout", async ({
  page,
  context,
  loginAs,
}) => {
  await grantLocation(context);
  const today = await tenantToday(page.request);
  const { planner, crew, chiefJob } = await chiefsCrew('Shared phone', today);
  const checkIn = `/crews/${crew.id}/check-in`;
  const checkOut = `/crews/${crew.id}/check-out`;
  await openOnline(page, [checkIn, checkOut]);
  const row = page.locator(`[data-testid="check-row"][data-assignment="${chiefJob.id}"]`);
  /** The network goes on the check-in or check-out page, and the chief checks themselves in or out: it waits on the phone. */
  const pressOffline = async (url: string) => {
    await page.goto(url);
    await ready(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-note')).toBeVisible();
    await row.getByRole('button').click();
    await expect(row.getByTestId('pending-check')).toHaveCount(1);
    expect(await queued(page)).toHaveLength(1);
  };
  const chiefsCheck = async () =>
    (
      await planner.call<
        Array<{ assignmentId: number; check: { checkInAt: string; checkOutAt: string | null } | null }>
      >('GET', `/projectCrews/${crew.id}/checks?date=${today}`)
    ).find((m) => m.assignmentId === chiefJob.id)!.check;
  const owner = () => page.evaluate((key) => localStorage.getItem(key), QUEUE_OWNER_KEY);

  // The session ends while the check-in waits (the server answers 401): it is neither sent nor
  // refused, and the login page keeps it.
  await pressOffline(checkIn);
  await context.clearCookies();
  await context.setOffline(false);
  await page.goto('/login');
  await expect(page.locator('body')).not.toHaveAttribute('data-owner');
  expect(await queued(page)).toHaveLength(1);
  expect(await chiefsCheck()).toBeNull();

  // The same person logs in again: it is sent, with its own time.
  await loginAs('chief');
  await page.goto(checkIn);
  await expect.poll(async () => (await queued(page)).length, { timeout: 30_000 }).toBe(0);
  expect(await chiefsCheck()).toMatchObject({ checkOutAt: null });
  const chiefOwner = await owner();
  expect(chiefOwner).toMatch(/^person:/);

  // A check-out waits when someone else logs in on the phone: it is deleted, never sent. The
  // chief's page, still open, tries it once when the network is back: the session is gone (401).
  await pressOffline(checkOut);
  await context.clearCookies();
  const refusedOnce = page.waitForResponse((r) => r.url().endsWith('/checkOuts') && r.status() === 401);
  await context.setOffline(false);
  await refusedOnce;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/')) sent.push(new URL(r.url()).pathname);
  });
  await loginAs('crew');
  await page.goto('/');
  await expect.poll(owner).not.toBe(chiefOwner);
  expect(await queued(page)).toEqual([]);
  expect(sent).toEqual([]);
  expect(await chiefsCheck()).toMatchObject({ checkOutAt: null });

  // Logging out, even offline, deletes the queue, the kept day and photos, and the runtime caches.
  await context.clearCookies();
  await loginAs('chief');
  await openOnline(page, [checkOut]);
  await expect.poll(owner).toBe(chiefOwner);
  await pressOffline(checkOut);
  page.once('dialog', (d) => void d.accept());
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  await page.getByRole('button', { name: en.SideMenu.logout }).click();
  await expect(page.getByRole('heading', { name: en.OfflinePage.heading })).toBeVisible();
  // Read until all is gone: a database's deletion ends once the last page that had it open has
  // let go of it, which can be a moment after the offline page shows.
  const left = () =>
    page.evaluate(
      async ({ keys, db }) => ({
        stored: keys.filter((k) => localStorage.getItem(k) !== null),
        databases: (await indexedDB.databases()).map((d) => d.name).filter((n) => n === db),
        caches: (await caches.keys()).filter((n) => !n.includes('precache')),
      }),
      { keys: [OFFLINE_QUEUE_KEY, QUEUE_OWNER_KEY], db: OFFLINE_DB },
    );
  await expect.poll(left).toEqual({ stored: [], databases: [], caches: [] });
});
