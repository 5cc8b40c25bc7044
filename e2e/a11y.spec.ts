// Accessibility at phone size (issue 15): axe-core (an independent checker, WCAG 2.1 A and AA
// rules, and the order of headings) on the login screens, on home and every menu and bottom-bar screen of each login type,
// and on the project (PID) and plus-crew (PCID) sessions' screens. Zero violations allowed.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type TRole } from './fixtures';
import { menuScreens } from './menu-screens';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as one line each: rule, impact, where. */
async function violations(page: Page, href: string): Promise<string[]> {
  const res = await page.goto(href);
  expect(res?.status(), href).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
  const { violations: wcag } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // Not a WCAG rule, but screen-reader users move by headings: none may skip a level.
  const { violations: headings } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return [...wcag, ...headings].flatMap((v) =>
    v.nodes.map(
      (n) => `${href} ${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`,
    ),
  );
}

async function check(page: Page, hrefs: Iterable<string>) {
  const found: string[] = [];
  for (const href of new Set(hrefs)) found.push(...(await violations(page, href)));
  expect(found, 'axe violations').toEqual([]);
}

test('the login screens', async ({ page }) => {
  await check(page, ['/login', '/forgotten-password']);
});

const ROLES: TRole[] = ['crew', 'chief', 'planner', 'client', 'office'];
for (const role of ROLES) {
  test(`${role}: home and every menu and bottom-bar screen`, async ({ page, loginAs }) => {
    // Two axe passes (WCAG rules, heading order) on every menu screen of the role.
    test.setTimeout(240_000);
    await check(page, menuScreens(await loginAs(role)));
  });
}

test('a project (PID) session', async ({ page }) => {
  await page.goto('/?PID=1&Password=demo-link');
  await expect(page.getByTestId('project-page')).toBeVisible();
  await check(page, [new URL(page.url()).pathname]);
});

test('a plus-crew (PCID) session', async ({ page }) => {
  await page.goto('/?PCID=1&Password=demo-link');
  await page.waitForLoadState('networkidle');
  const home = new URL(page.url()).pathname;
  await check(page, [home, `${home}/data`]);
});
