// The shell (rules §2 "Shell"): titles, the back arrow, the bottom bar per role, toasts and logout.
import en from '../messages/en.json';
import { bottomBar, type TMenuSession } from '../lib/auth/menu';
import { clickWhenHydrated, expect, test, type TRole } from './fixtures';

const TENANT = 'Crewdeck Demo';

test.describe('titles', () => {
  test('shell pages are titled "{tenant} - {page}"', async ({ page, loginAs }) => {
    await loginAs('crew');
    await page.goto('/');
    await expect(page).toHaveTitle(`${TENANT} - ${en.Titles.home}`);
    await expect(page.getByTestId('page-title')).toHaveText(en.Titles.home);
  });

  test('unknown paths show the not-found screen titled Not found, with and without a session', async ({
    page,
    loginAs,
  }) => {
    const res = await page.goto('/login');
    expect(res?.status()).toBe(200);
    // Without a session the gate sends every non-public path to the login page first.
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login\?next=%2Fno-such-page$/);

    await loginAs('crew');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(`${TENANT} - ${en.Titles.notFound}`);
    await expect(page.locator('main').getByRole('heading', { name: en.NotFoundPage.heading })).toBeVisible();
  });

  test('login-area pages have an empty page title: the tenant name alone', async ({ page }) => {
    for (const path of ['/login', '/forgotten-password', '/renew-password', '/version']) {
      await page.goto(path);
      await expect(page).toHaveTitle(TENANT);
      await expect(page.getByTestId('login-area')).toBeVisible();
    }
  });
});

test.describe('back arrow', () => {
  test('is hidden on the root path and shown elsewhere; it goes back', async ({ page, loginAs }) => {
    await loginAs('crew');
    await page.goto('/');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('back-arrow')).toHaveCount(0);
    await page.goto('/somewhere-else');
    await expect(page.getByTestId('back-arrow')).toBeVisible();
    await page.getByRole('button', { name: en.TopBar.back }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is hidden on its own project page during a project session', async ({ page }) => {
    await page.goto('/?PID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('back-arrow')).toHaveCount(0);
    // Reduced logins see the personal-account prompt, not the full menu.
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    await expect(page.getByTestId('personal-account-prompt')).toHaveText(en.Menu.createPersonalAccount);
  });

  test('is hidden during a plus-crew session', async ({ page }) => {
    await page.goto('/?PCID=1&Password=demo-link');
    await expect(page).toHaveURL(/\/plus-crews\/\d+$/);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('back-arrow')).toHaveCount(0);
  });
});

test.describe('bottom bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const ROLES: ReadonlyArray<[TRole, boolean]> = [
    ['crew', true],
    ['chief', true],
    ['client', true],
    ['planner', false],
    ['office', false],
  ];
  for (const [role, shown] of ROLES) {
    test(`${role}: ${shown ? 'the entries of its role' : 'no bottom bar'}`, async ({ page, loginAs }) => {
      const session = (await loginAs(role)) as unknown as TMenuSession;
      await page.goto('/');
      await expect(page.getByTestId('page-title')).toBeVisible();
      const bar = page.getByTestId('bottom-bar');
      if (!shown) {
        await expect(bar).toHaveCount(0);
        return;
      }
      const expected = bottomBar(session).map((e) => en.Menu[e.key]);
      expect(expected).toContain(en.Menu.home);
      await expect(bar.getByRole('link')).toHaveText(expected);
    });
  }

  test('is hidden on wide screens', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs('crew');
    await page.goto('/');
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
  });
});

test('the sidebar opens, traps focus, and closes with Escape', async ({ page, loginAs }) => {
  await loginAs('planner');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: en.TopBar.openMenu });
  await clickWhenHydrated(toggle);
  const menu = page.getByRole('dialog', { name: en.SideMenu.label });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: en.Menu.home })).toHaveAttribute('aria-current', 'page');
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.TopBar.openMenu })).toBeFocused();
});

test('a toast with the same type and message is shown once, and a click closes it', async ({ page, loginAs }) => {
  await loginAs('crew');
  await page.goto('/');
  await expect(page.getByTestId('page-title')).toBeVisible();
  const offline = page.getByTestId('toast').filter({ hasText: en.Toasts.offline });
  // The listener exists only once the page has hydrated: repeat the event until it is heard.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('offline')));
      return offline.count();
    })
    .toBe(1);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
  });
  await expect(offline).toHaveCount(1);
  await offline.click();
  await expect(offline).toHaveCount(0);
});

test('logout clears our local data but keeps uiSettings, and reloads at the root', async ({ page, loginAs }) => {
  await loginAs('crew');
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('uiSettings', '{"compact":true}');
    localStorage.setItem('jobsFilter', 'past');
    sessionStorage.setItem('draft', 'x');
  });
  await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
  await page.getByRole('button', { name: en.SideMenu.logout }).click();
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
  const stored = await page.evaluate(() => ({
    ui: localStorage.getItem('uiSettings'),
    filter: localStorage.getItem('jobsFilter'),
    draft: sessionStorage.getItem('draft'),
  }));
  expect(stored).toEqual({ ui: '{"compact":true}', filter: null, draft: null });
});
