// The profile at phone size: a picture upload with its progress that waits for a
// planner, who approves it; a calendar feed subscribed, fetched without a session and renewed;
// push turned on with the notifications permission granted, and the rules §6 warning when it is
// denied. Changes demo data: the demo crew member gets a new (approved) picture, and a feed and
// a push subscription that the tests delete again.
import { crc32, deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import en from '../messages/en.json';
import { expect, loginContext, test, newContextOnClock, WITH_SERVICE_WORKER } from './fixtures';

test.use({ role: 'crew', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function chunk(type: string, body: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A real PNG of random pixels: noise does not compress, so the upload takes a moment. */
function noisePng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(size * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByTestId('picture-card')).toHaveAttribute('data-ready', 'true');
}

test('a picture upload shows its progress, waits for approval, and a planner approves it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await openProfile(page);
  await expect(page.getByTestId('picture-guidance')).toContainText(en.ProfilePage.picture.guidance.background);
  await expect(page.getByTestId('picture-guidance')).toContainText(en.ProfilePage.picture.guidance.headwear);
  // A slow uplink, so that the progress can be watched.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await page
    .getByTestId('picture-files')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: noisePng(600) });
  const bar = page.getByRole('progressbar', { name: en.ProfilePage.picture.progress.replace('{name}', 'me.png') });
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('picture-pending')).toHaveText(en.ProfilePage.picture.pending, { timeout: 30_000 });
  await expect(page.getByTestId('pending-picture')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // A planner finds it among the pictures awaiting approval on their profile, and approves it.
  const plannerContext = await newContextOnClock(browser, { viewport: { width: 390, height: 844 } });
  await loginContext(plannerContext, baseURL!, 'planner');
  const planner = await plannerContext.newPage();
  await planner.goto('/profile');
  // A press before the list has hydrated would do nothing.
  await expect(planner.getByTestId('picture-review-list')).toHaveAttribute('data-ready', 'true');
  const item = planner.getByTestId('review-item').filter({ hasText: 'Sam de Vries' });
  await item.getByRole('button', { name: en.ProfilePage.review.approve }).click();
  await expect(planner.getByTestId('toast').filter({ hasText: 'Sam de Vries' })).toBeVisible();
  await plannerContext.close();

  await openProfile(page);
  await expect(page.getByTestId('picture-pending')).toHaveCount(0);
  await expect(page.getByTestId('current-picture')).toBeVisible();
});

test('subscribes to a calendar feed that any calendar app can fetch, and renews it', async ({ page }) => {
  await openProfile(page);
  const card = page.getByTestId('calendar-card');
  await expect(card).toHaveAttribute('data-ready', 'true');
  await card.getByLabel(en.ProfilePage.feeds.name).fill('Tablet (e2e)');
  await card.getByRole('button', { name: en.ProfilePage.feeds.create }).click();
  const feed = card.getByTestId('calendar-feed').filter({ hasText: 'Tablet (e2e)' });
  await expect(feed).toBeVisible();
  const url = await feed.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/api\/public\/calendar\/\d+\.[\w-]{43}\.ics$/);
  await expect(feed.getByTestId('feed-apple')).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  await expect(feed.getByTestId('feed-google')).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url.replace(/^https?:/, 'webcal:'))}`,
  );
  await expect(feed.getByTestId('feed-outlook')).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=/,
  );

  // A calendar app has no session: the secret in the address is the key.
  const app = await playwrightRequest.newContext();
  const res = await app.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await res.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
  expect(text).toContain('BEGIN:VEVENT');
  const etag = res.headers()['etag']!;
  expect((await app.get(url, { headers: { 'if-none-match': etag } })).status()).toBe(304);

  await feed.getByTestId('feed-renew').click();
  await feed.getByRole('button', { name: en.ProfilePage.feeds.renewConfirm }).click();
  await expect(page.getByTestId('toast').filter({ hasText: en.ProfilePage.feeds.renewed })).toBeVisible();
  const renewed = card.getByTestId('calendar-feed').filter({ hasText: 'Tablet (e2e)' });
  await expect(renewed.getByTestId('feed-url')).not.toHaveValue(url);
  expect((await app.get(url)).status()).toBe(404);
  expect((await app.get(await renewed.getByTestId('feed-url').inputValue())).status()).toBe(200);

  await renewed.getByTestId('feed-delete').click();
  await renewed.getByRole('button', { name: en.ProfilePage.feeds.deleteConfirm }).click();
  await expect(card.getByTestId('calendar-feed').filter({ hasText: 'Tablet (e2e)' })).toHaveCount(0);
  await app.dispose();
});

/**
 * Headless Chromium has no push service to register with (subscribe fails with "Registration
 * failed"), so the browser vendor's push service is played here: the page's push manager hands
 * out a subscription with a real P-256 key pair and an FCM-shaped endpoint, and records the
 * server key it was asked to use. Everything else — permission, service worker, the app's
 * calls and the backend — is the real thing.
 */
async function playPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    type TStub = {
      endpoint: string;
      options: PushSubscriptionOptionsInit;
      toJSON: () => unknown;
      unsubscribe: () => Promise<boolean>;
    };
    let current: TStub | null = null;
    const b64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
      };
      const key = options?.applicationServerKey;
      (window as unknown as { __serverKey: string }).__serverKey = key ? b64(key as Uint8Array) : '';
      current = {
        endpoint: json.endpoint,
        options: options ?? {},
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as unknown as PushSubscription | null;
    };
  });
}

const devices = async (page: Page) =>
  (await (await page.request.get('/api/v1/pushNotificationSettings')).json()).data as {
    devices: unknown[];
    publicKey: string;
  };

test.describe('push, through the service worker', () => {
  test.use(WITH_SERVICE_WORKER);

  test('turns push on with the notifications permission granted, and off again', async ({ page, context }) => {
    await playPushService(context);
    await context.grantPermissions(['notifications']);
    await openProfile(page);
    const card = page.getByTestId('push-card');
    await expect(card).toHaveAttribute('data-state', 'off');
    await expect(card.getByTestId('push-status')).toHaveText(en.ProfilePage.push.statusOff);
    await expect(card).toContainText('The shift reminder comes 2 hours before the start.');
    const before = (await devices(page)).devices.length;

    await card.getByTestId('push-on').click();
    // The worker may still be installing (its first install precaches the whole app, which on a
    // busy machine takes longer than an expectation waits): turning on waits for it, busy.
    await expect(card).toHaveAttribute('data-state', 'on', { timeout: 60_000 });
    await expect(card.getByTestId('push-status')).toHaveText(en.ProfilePage.push.statusOn);
    const settings = await devices(page);
    expect(settings.devices).toHaveLength(before + 1);
    // The browser subscribed with the server's VAPID key.
    expect(await page.evaluate(() => (window as unknown as { __serverKey: string }).__serverKey)).toBe(
      settings.publicKey,
    );
    await expect(card.getByTestId('permission-warning')).toHaveCount(0);

    await card.getByTestId('push-off').click();
    await expect(card).toHaveAttribute('data-state', 'off');
    expect((await devices(page)).devices).toHaveLength(before);
  });

  test('shows the settings warning when notifications are denied', async ({ page, context, baseURL }) => {
    await playPushService(context);
    await openProfile(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(baseURL!).origin,
    });
    const card = page.getByTestId('push-card');
    await card.getByTestId('push-on').click();
    const warning = card.getByTestId('permission-warning');
    await expect(warning).toContainText(en.PermissionWarning.title);
    await expect(warning).toContainText(en.PermissionWarning.notifications);
    await expect(warning).toContainText(en.PermissionWarning.howTo);
    await expect(card).toHaveAttribute('data-state', 'off');
  });

  test('a push message shows as a notification that opens its screen when tapped', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await openProfile(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Playwright may hear of the worker a moment after it controls the page.
    const isAppWorker = (w: { url: () => string }) => w.url().endsWith('/sw.js');
    const worker =
      context.serviceWorkers().find(isAppWorker) ??
      (await context.waitForEvent('serviceworker', { predicate: isAppWorker }));
    /** The newest app worker Playwright knows of. */
    const latestWorker = () => context.serviceWorkers().filter(isAppWorker).at(-1) ?? worker;
    // What a push service delivers, handed to the worker's own push handler (headless Chromium has
    // no push service, nor notifications to tap on: the events are dispatched in the worker). An
    // event made by script may not extend its lifetime (waitUntil throws InvalidStateError for an
    // untrusted event), so nothing would keep the worker alive until the notification is shown:
    // the hand-over takes the work itself and waits for it, as the browser does for a real push.
    const push = (message: Record<string, string>) =>
      latestWorker().evaluate(async (data) => {
        const scope = self as unknown as { dispatchEvent: (e: Event) => boolean };
        type TCtor = new (type: string, init: { data: string }) => Event & { waitUntil: (p: Promise<unknown>) => void };
        const event = new (globalThis as unknown as { PushEvent: TCtor }).PushEvent('push', { data });
        const work: Promise<unknown>[] = [];
        event.waitUntil = (p) => void work.push(p);
        scope.dispatchEvent(event);
        await Promise.all(work);
      }, JSON.stringify(message));
    const shown = (tag: string) =>
      page.evaluate(async (t) => {
        const list = await (await navigator.serviceWorker.ready).getNotifications({ tag: t });
        return list.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
      }, tag);

    /** Hands the message to the worker once, and waits for its notification. */
    const deliver = async (message: Record<string, string>, expected: Awaited<ReturnType<typeof shown>>) => {
      await push(message);
      await expect.poll(() => shown(message.tag!)).toEqual(expected);
    };

    await deliver(
      { kind: 'jobRequest', title: 'New job request', body: 'Rigger for Expo', url: '/jobs/12', tag: 'job-12' },
      [{ title: 'New job request', body: 'Rigger for Expo', url: '/jobs/12' }],
    );
    // A message can only ever open this app's own screens.
    await deliver({ kind: 'jobRequest', title: 'Elsewhere', body: '', url: 'https://evil.example/', tag: 'job-13' }, [
      { title: 'Elsewhere', body: '', url: '/' },
    ]);

    // Tapping the first one opens its screen in the open window.
    await latestWorker().evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (e: Event) => boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag: 'job-12' });
      type TCtor = new (
        type: string,
        init: { notification: Notification },
      ) => Event & { waitUntil: (p: Promise<unknown>) => void };
      const event = new (globalThis as unknown as { NotificationEvent: TCtor }).NotificationEvent('notificationclick', {
        notification: notification!,
      });
      // As for the push above, the tap's work is waited for here. Its last step, focus(), is refused
      // to a tap made by script (no user activation); where the window went is checked below.
      const work: Promise<unknown>[] = [];
      event.waitUntil = (p) => void work.push(p);
      scope.dispatchEvent(event);
      await Promise.allSettled(work);
    });
    await expect(page).toHaveURL(/\/jobs\/12$/);
    expect(await shown('job-12')).toEqual([]);
  });
});

test("the own details are in the page's first HTML, before any script runs", async ({ browser, baseURL, page }) => {
  // The person as the backend has them, read with the session of the test's own context.
  const session = (await (await page.request.get('/api/session')).json()) as {
    data: { session: { user: { personId: number } } };
  };
  const person = (
    (await (await page.request.get(`/api/v1/persons/${session.data.session.user.personId}`)).json()) as {
      data: { phone: string | null; address: string | null; postalCode: string | null; city: string | null };
    }
  ).data;
  expect(person.phone && person.address && person.city, 'the demo crew member has details').toBeTruthy();
  const noScript = await newContextOnClock(browser, { baseURL, javaScriptEnabled: false });
  try {
    await loginContext(noScript, baseURL!, 'crew');
    const first = await noScript.newPage();
    await first.goto('/profile');
    const form = first.getByTestId('details-form');
    await expect(form.getByLabel(en.ProfilePage.details.phone)).toHaveValue(person.phone!);
    await expect(form.getByLabel(en.ProfilePage.details.address)).toHaveValue(person.address!);
    await expect(form.getByLabel(en.ProfilePage.details.postalCode)).toHaveValue(person.postalCode ?? '');
    await expect(form.getByLabel(en.ProfilePage.details.city)).toHaveValue(person.city!);
  } finally {
    await noScript.close();
  }
});
