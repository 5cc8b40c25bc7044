// The PWA (rules §1, §4): the worker registers, the app is installable, and without network a
// navigation shows the offline page.
import en from '../messages/en.json';
import { expect, test, WITH_SERVICE_WORKER } from './fixtures';

test.use(WITH_SERVICE_WORKER);

test('the service worker registers and controls the page', async ({ page }) => {
  await page.goto('/login');
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await expect(page.getByTestId('toast').filter({ hasText: en.Pwa.offlineReady })).toHaveCount(1);
});

test('the manifest makes the app installable with the tenant name and both icon sizes', async ({ page }) => {
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Crewdeck Demo', start_url: '/', display: 'standalone' });
  const sizes = (manifest.icons as { sizes: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('with the network off, a navigation shows the offline page', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the open page through clients.claim().
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.goto('/forgotten-password').catch(() => undefined);
  await expect(page.getByRole('heading', { name: en.OfflinePage.heading })).toBeVisible();
  await context.setOffline(false);
});
