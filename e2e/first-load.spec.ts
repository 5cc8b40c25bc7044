// What a page's first load asks the server for: the data the server has just rendered
// is not fetched again as the page hydrates (lib/client/api/fresh-fallback.ts), no script of
// another page is loaded, and the closed side menu prefetches none of its entries; opened, it
// does. The one read besides, for a crew member, is the day the device keeps for offline work
// (/offlineDay, once per page load, after the page is up).
import type { Page, Request } from '@playwright/test';
import en from '../messages/en.json';
import { clickWhenHydrated, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Records the requests the page makes; `since()` gives those after a mark. */
function recorder(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  let mark = 0;
  return {
    mark: () => (mark = seen.length),
    since: () => seen.slice(mark).map((r) => ({ url: new URL(r.url()), type: r.resourceType(), method: r.method() })),
  };
}

/** Long enough for a mount's fetch (SWR starts it in the next frame) or a prefetch to go out. */
const settle = (page: Page) => page.waitForTimeout(1500);

for (const [role, path, section, route] of [
  ['crew', '/jobs', 'jobs-view', '(shell)/jobs'],
  ['planner', '/projects/260001', 'project-crews', '(shell)/projects/[number]'],
] as const) {
  test(`${role} on ${path}: no data fetched again, no other page's script`, async ({ page, loginAs }) => {
    await loginAs(role);
    const requests = recorder(page);
    await page.goto(path);
    await expect(page.getByTestId(section)).toBeVisible();
    await page.waitForLoadState('load');
    await settle(page);
    // A planner's page says it is open and hears who else is here (the stream of changes notes its
    // own arrival too): nothing the server rendered, so not counted.
    const dataCalls = requests
      .since()
      .filter(
        (r) =>
          r.type === 'fetch' &&
          r.method === 'GET' &&
          r.url.pathname.startsWith('/api/v1/') &&
          !r.url.pathname.endsWith('/presence'),
      );
    const kept = role === 'crew' ? ['/api/v1/offlineDay'] : [];
    expect(dataCalls.map((r) => r.url.pathname)).toEqual(kept);
    // Page scripts are /_next/static/chunks/app/<route>/page-<hash>.js.
    const pageScripts = requests
      .since()
      .map((r) => decodeURIComponent(r.url.pathname).match(/\/chunks\/app\/(.+)\/page-[^/]+\.js$/)?.[1])
      .filter(Boolean);
    expect(pageScripts).toEqual([route]);
  });
}

test('the closed side menu prefetches none of its entries; opened, it does', async ({ page, loginAs }) => {
  await loginAs('planner');
  const requests = recorder(page);
  await page.goto('/projects/260001');
  await page.waitForLoadState('load');
  await settle(page);
  const prefetched = () =>
    requests
      .since()
      .filter((r) => r.url.searchParams.has('_rsc'))
      .map((r) => r.url.pathname);
  // /trainings and /help are side-menu entries only: no link elsewhere on the page.
  expect(prefetched()).not.toContain('/trainings');
  expect(prefetched()).not.toContain('/help');

  requests.mark();
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  await expect(page.getByRole('dialog', { name: en.SideMenu.label })).toBeVisible();
  await expect.poll(prefetched).toContain('/trainings');
});
