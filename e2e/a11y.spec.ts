// Accessibility at phone size: axe-core (an independent checker, WCAG 2.1 A and AA
// rules, and the order of headings) on the login screens, on home and every menu and bottom-bar screen of each login type,
// on the detail screens (routes with parameters) each login type reaches by following links from
// those, and on the project (PID) and plus-crew (PCID) sessions' screens. Zero violations allowed.
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { matchPattern, canonicalSegments, parsePattern } from '../lib/auth/screen-pattern';
import { SCREENS } from '../lib/auth/screens';
import { expect, test, type TRole } from './fixtures';
import { menuScreens } from './menu-screens';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Each walk only reads, and each login type's walk stands alone: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core in every document a walk opens, before the page's own scripts, compiled once per
// renderer: AxeBuilder evaluates its 560 KB into each screen after load, twice, which was half of
// each screen's check.
test.beforeEach(({ page }) => page.addInitScript({ content: axe.source }));

type TFound = { id: string; impact?: string | null; nodes: Array<{ target: string[]; failureSummary?: string }> };

/** The violations on the page as one line each: rule, impact, where. */
async function violations(page: Page, href: string): Promise<string[]> {
  const res = await page.goto(href);
  expect(res?.status(), href).toBeLessThan(400);
  // The server draws each screen with its data; a list the browser loads shows the loader
  // until it is in. Waiting for the network to go quiet instead cost 0.7 s a screen.
  await expect(page.getByTestId('loader')).toHaveCount(0);
  // One analysis per page: the WCAG rules, and heading order (not a WCAG rule, but screen-reader
  // users move by headings: none may skip a level), which a rule option adds to the tags' rules.
  // A mail's body is in a frame sandboxed without scripts (app/(shell)/_mail/html-body.tsx): axe
  // cannot run in it (it would wait there until the test's timeout), and what it shows is the
  // mail as sent, not a screen of ours. The frame element itself (its title) is checked.
  // axe.run in the page itself, as AxeBuilder's "legacy" mode does: its default runs each frame's
  // part and then finishes in a new blank page, for frames of other origins, which no screen has.
  // Only violations are reported back.
  const found = await page.evaluate(
    async ({ tags }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      inPage.configure({ allowedOrigins: ['<same_origin>'] });
      const { violations } = await inPage.run(
        { exclude: ['[data-testid="email-html"]'] },
        {
          runOnly: { type: 'tag', values: tags },
          rules: { 'heading-order': { enabled: true } },
          resultTypes: ['violations'],
        },
      );
      return violations.map((v): TFound => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    { tags: TAGS },
  );
  return found.flatMap((v) =>
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

/** The screens with parameters (`/jobs/[id]`, `/crews/[id]/delivery-note`, …), as patterns. */
const DETAIL_PATTERNS = SCREENS.filter((s) => s.path.includes('[')).map((s) => parsePattern(s.path));

/** The detail screen a link of the page opens, by its pattern (the first link of each pattern). */
async function detailLinks(page: Page): Promise<Map<string, string>> {
  const hrefs = await page
    .locator('a[href^="/"]:not([download])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const found = new Map<string, string>();
  for (const href of hrefs) {
    const url = new URL(href, 'http://x');
    const pattern = DETAIL_PATTERNS.find((p) => matchPattern(p, canonicalSegments(url.pathname)));
    if (pattern && !found.has(pattern.path)) found.set(pattern.path, url.pathname + url.search);
  }
  return found;
}

/**
 * Checks the start screens, then follows their links to the detail screens they open, and on
 * from those, one screen per pattern, checking each: one walk per login type, so every screen
 * is loaded once. Returns the patterns reached.
 */
async function checkWalk(page: Page, start: Iterable<string>): Promise<string[]> {
  const reached = new Map<string, string>();
  const found: string[] = [];
  const visited = new Set<string>();
  let queue = [...start];
  while (queue.length > 0) {
    const next = queue;
    queue = [];
    for (const href of next) {
      if (visited.has(href)) continue;
      visited.add(href);
      found.push(...(await violations(page, href)));
      // violations() waited for the loaders to go: lists loaded after the first paint are in.
      for (const [pattern, link] of await detailLinks(page)) {
        if (reached.has(pattern)) continue;
        reached.set(pattern, link);
        queue.push(link);
      }
    }
  }
  expect(found, 'axe violations').toEqual([]);
  return [...reached.keys()].sort();
}

const ROLES = ['crew', 'chief', 'planner', 'client', 'office'] as const satisfies TRole[];
/** Detail screens each login type must at least reach through its links (the jobs list, a job's crew). */
const DETAILS: Record<(typeof ROLES)[number], string[]> = {
  crew: ['/crews/[id]', '/jobs/[id]'],
  chief: ['/crews/[id]', '/jobs/[id]'],
  planner: [],
  client: [],
  office: [],
};

for (const role of ROLES) {
  test(`${role}: home, every menu and bottom-bar screen, and the detail screens they link to`, async ({
    page,
    loginAs,
  }) => {
    // An axe analysis on each of some 15-40 screens.
    test.setTimeout(300_000);
    const reached = await checkWalk(page, menuScreens(await loginAs(role)));
    test.info().annotations.push({ type: 'reached', description: reached.join(' ') });
    expect(reached).toEqual(expect.arrayContaining(DETAILS[role]));
  });
}

test('a project (PID) session', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/?PID=1&Password=demo-link');
  await expect(page.getByTestId('project-page')).toBeVisible();
  await checkWalk(page, [new URL(page.url()).pathname]);
});

test('a plus-crew (PCID) session', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/?PCID=1&Password=demo-link');
  await page.waitForLoadState('networkidle');
  const home = new URL(page.url()).pathname;
  await checkWalk(page, [home, `${home}/data`]);
});
