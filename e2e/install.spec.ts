// The app can be installed from every page, the login page included, on both tenants:
// Chromium's own installability check through CDP finds nothing missing. The side menu's
// "Install the app" shows the browser's dialog where the browser offers one, else the steps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import en from '../messages/en.json';
import { clickWhenHydrated, expect, loginContext, setBrowserClock, test, type TTenant } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.map((e) => e.errorId);
}

for (const tenant of ['demo', 'moyo'] as TTenant[]) {
  test(`${tenant}: the login page and the jobs are installable`, async ({ baseURL, origin, launchOptions }) => {
    // A browser profile of its own: Chromium installs nothing from an incognito window, which is
    // what every other test's context is.
    const profile = mkdtempSync(join(tmpdir(), 'crewdeck-install-'));
    const context = await chromium.launchPersistentContext(profile, launchOptions);
    try {
      await setBrowserClock(context);
      const page = await context.newPage();
      await page.goto(`${origin(tenant)}/login`);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      expect(await installabilityErrors(page)).toEqual([]);
      await loginContext(context, baseURL!, 'crew', tenant);
      await page.goto(`${origin(tenant)}/jobs`);
      await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
      expect(await installabilityErrors(page)).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test.describe('the side menu', () => {
  test.use({ role: 'crew' });

  async function openMenu(page: Page) {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    return page.getByRole('dialog', { name: en.SideMenu.label });
  }

  test("shows the browser's install dialog when the browser offers one", async ({ page }) => {
    const menu = await openMenu(page);
    const install = menu.getByRole('button', { name: en.SideMenu.install });
    await expect(install).toBeVisible();
    // Chromium's offer, as it comes once the app may be installed; the user accepts.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted = 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).not.toHaveAttribute('aria-expanded');
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(install).toBeHidden();
  });

  test('shows the steps where the browser offers no dialog', async ({ page }) => {
    const menu = await openMenu(page);
    const install = menu.getByRole('button', { name: en.SideMenu.install });
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await install.click();
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('install-steps')).toHaveText(en.SideMenu.installStepsBrowser);
  });
});

test.describe('on an iPhone', () => {
  test.use({
    role: 'crew',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test("the side menu shows Safari's steps", async ({ page }) => {
    await page.goto('/');
    await clickWhenHydrated(page.getByRole('button', { name: en.TopBar.openMenu }));
    const menu = page.getByRole('dialog', { name: en.SideMenu.label });
    await menu.getByRole('button', { name: en.SideMenu.install }).click();
    await expect(menu.getByTestId('install-steps')).toHaveText(en.SideMenu.installStepsSafari);
  });
});
