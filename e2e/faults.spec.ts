// Faults, seen by a user. A second web server of the build talks to the
// e2e backend through a relay (e2e/fault-relay.ts) that passes calls on, drops them (the
// backend is down) or holds them past the web app's time limit (the backend is slow: the BFF
// answers 504 BACKEND_TIMEOUT). Each login type logs in while the relay passes, then:
// - down: home and every menu and bottom-bar screen (e2e/menu-screens.ts) show the translated
//   "cannot be reached" sentence with a Try again button; once the backend is back, Try again
//   shows home again;
// - slow: a representative set, home and the bottom-bar screens, shows the time-out sentence
//   the same way (every screen would wait out the time limit on each of its calls), and Try again
//   brings each of them back once the backend answers in time.
// No uncaught exception may reach the console (the shared fixture's page-error watch); the
// only console errors allowed are Chromium's own lines for the 502 and 504 answers.
import type { ElementHandle, Page, Request } from '@playwright/test';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import type { TFaultWeb, TRelayMode } from './fault-relay';
import { clickWhenHydrated, expect, hydrated, test as base, type TRole } from './fixtures';
import { bottomBarScreens, menuScreens } from './menu-screens';

const test = base.extend({
  // Every page of this spec goes to the fault web app (the shared worker fixture faultWeb), and
  // loginAs logs in through it.
  baseURL: async ({ faultWeb }, use) => {
    await use(faultWeb.baseURL);
  },
});

/** Screens that read nothing from the backend: nothing fails on them. */
const NO_BACKEND = new Set(['/help', '/version']);

/** Each login type; a crew chief's login is a crew login (the same menus, and with the backend
 *  unreachable the same screens), so the crew walks stand for it. */
const ROLES: TRole[] = ['crew', 'planner', 'client', 'office'];

type TMessages = typeof en;

/** The failed screen's alert naming the reason, and its Try again button. */
function failure(page: Page, messages: TMessages, code: 'BACKEND_UNAVAILABLE' | 'BACKEND_TIMEOUT') {
  const alert = page.getByRole('alert').filter({ hasText: messages.Errors[code] });
  return { alert, retry: alert.first().getByRole('button', { name: messages.ErrorPage.retry, exact: true }) };
}

/**
 * Visits each screen with the relay in `mode`: the reason and Try again must show; then, on the
 * screens `recover` names (all unless told), the backend is back and Try again must bring the
 * screen (no alert of that reason left).
 */
async function visitFailing(
  page: Page,
  web: TFaultWeb,
  hrefs: string[],
  mode: Exclude<TRelayMode, 'pass'>,
  { messages = en, recover = () => true }: { messages?: TMessages; recover?: (href: string) => boolean } = {},
) {
  const code = mode === 'down' ? 'BACKEND_UNAVAILABLE' : 'BACKEND_TIMEOUT';
  for (const href of hrefs.filter((h) => !NO_BACKEND.has(h))) {
    web.relay.setMode(mode);
    await page.goto(href);
    const { alert, retry } = failure(page, messages, code);
    await expect.soft(alert.first(), `${href}: ${code} shown`).toBeVisible();
    await expect.soft(retry, `${href}: Try again offered`).toBeVisible();
    if (!recover(href) || !(await retry.isVisible())) continue;
    web.relay.setMode('pass');
    // Each part that failed has its own Try again (server parts render again, browser-loaded
    // parts load again): press them one by one until none is left, each once it has hydrated.
    for (let left = await alert.count(); left > 0; left = await alert.count()) {
      // The first alert's own button, pressed once it has hydrated. A part the browser loads also
      // tries again by itself (SWR retries a failed load) and may get there first: its alert and
      // button are gone then, and there is nothing to press.
      let button: ElementHandle<Node> | undefined;
      await expect
        .poll(
          async () => {
            [button] = await retry.elementHandles();
            return !button || (await button.evaluate(hydrated));
          },
          { message: `${href}: Try again hydrated` },
        )
        .toBe(true);
      await button?.click().catch((err: Error) => {
        if (!/not attached/i.test(err.message)) throw err;
      });
      await expect.poll(() => alert.count(), { message: `${href}: Try again worked` }).toBeLessThan(left);
    }
    await expect.soft(alert, `${href}: shown after Try again`).toHaveCount(0);
  }
  web.relay.setMode('pass');
}

test.beforeEach(({ allowConsoleErrors }) => {
  // Chromium reports every 5xx answer as a console error; those are the faults made here.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 50[24]/);
});

test.afterEach(({ faultWeb }) => {
  faultWeb.relay.setMode('pass');
});

for (const role of ROLES) {
  test(`${role}: with the backend down, every screen says so, and Try again brings home back`, async ({
    page,
    loginAs,
    faultWeb,
  }) => {
    test.setTimeout(300_000);
    const hrefs = menuScreens(await loginAs(role));
    // Try again is one button (RetryButton) on every failed part: pressed here on home, and on
    // each bottom-bar screen in the walks with the backend slow below.
    await visitFailing(page, faultWeb, hrefs, 'down', { recover: (href) => href === '/' });
  });
}

test('the reason is in the user language: Dutch crew with the backend down', async ({ page, loginAs, faultWeb }) => {
  await loginAs('crewNl');
  await visitFailing(page, faultWeb, ['/', '/jobs'], 'down', { messages: nl as TMessages });
});

for (const role of ROLES) {
  test(`${role}: with the backend slow, home and the bottom-bar screens say it took too long`, async ({
    page,
    loginAs,
    faultWeb,
  }) => {
    test.setTimeout(180_000);
    await visitFailing(page, faultWeb, bottomBarScreens(await loginAs(role)), 'slow');
  });
}

test('a menu link whose page is slow to come shows the loader until it does', async ({ page, loginAs, faultWeb }) => {
  await loginAs('crew');
  await page.goto('/jobs');
  await expect(page.getByTestId('jobs-view')).toHaveAttribute('data-ready', 'true');
  // Opened, the menu prefetches its entries (first-load.spec.ts). They are let through first:
  // with the backend slow, each would hold one of the browser's six HTTP/1.1 connections to
  // this host for the whole time limit, and the press below would wait behind them rather than
  // for its own page.
  const prefetching = new Set<Request>();
  let prefetched = 0;
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch']) prefetching.add(r);
  });
  const done = (r: Request) => {
    if (prefetching.delete(r)) prefetched++;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  const menu = page.getByRole('dialog', { name: en.SideMenu.label });
  await expect(menu).toBeVisible();
  // Next.js sends them a few at a time: settled once some are done and none has been under way
  // for a while.
  await expect
    .poll(async () => {
      if (!prefetched || prefetching.size) return false;
      await page.waitForTimeout(300);
      return prefetching.size === 0;
    })
    .toBe(true);
  faultWeb.relay.setMode('slow');
  // The side menu closes on the press; the shell's loader shows that the page is on its way.
  await menu.getByRole('link', { name: en.Menu.home, exact: true }).click();
  const pending = page.getByTestId('navigation-pending');
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('status')).toHaveText(en.Loader.loading);
  // The page came (here with its time-out sentence): the loader goes.
  await expect(failure(page, en, 'BACKEND_TIMEOUT').alert.first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(pending).toHaveCount(0);
});
