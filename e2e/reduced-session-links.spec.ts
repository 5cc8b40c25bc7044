// Every link a page renders for a project (PID) session points into the routes that session
// may open (rules §6); anything else would only bounce off the gate. The walk starts on the
// project page (the session's home) and crews of the project, and follows links into every built
// screen the session may open, checking each same-origin href with the gate's own rule (canOpen).
import { canOpen, type TAccessSession } from '../lib/auth/route-access';
import { screenForPath } from '../lib/auth/screen-access';
import { SCREENS } from '../lib/auth/screens';
import { expect, test } from './fixtures';
import { BACKEND_URL } from './demo-copy';

type TCrew = { id: number; location: { id: number } | null; contactOnSite: { name: string } | null };

/** The crews of project 1, read straight from the backend as that project. */
async function projectCrews(): Promise<TCrew[]> {
  const headers = { type: 'MOBILE', 'x-forwarded-host': 'localhost', 'content-type': 'application/json' };
  const login = await fetch(`${BACKEND_URL}/api/v1/auth/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ projectId: 1, password: 'demo-link' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${BACKEND_URL}/api/v1/projectCrews?projectId=1`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: TCrew[] }).data;
}

/** Pages of one screen the walk opens; enough to see each kind of link, few enough to stay quick. */
const PER_SCREEN = 2;

test('a project session is shown only links it may open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?PID=1&Password=demo-link');
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const home = new URL(page.url()).pathname;
  const origin = new URL(page.url()).origin;
  const session = (await (await page.request.get('/api/session')).json()).data.session as TAccessSession;
  expect(session).toMatchObject({ type: 'project', project: { id: 1 } });

  const crews = await projectCrews();
  // The crew with a contact on site and a location first: its page has every kind of link.
  const start = [...crews].sort(
    (a, b) => Number(!!b.contactOnSite && !!b.location) - Number(!!a.contactOnSite && !!a.location),
  );
  expect(start[0]?.contactOnSite, 'project 1 has a crew with a contact on site').toBeTruthy();

  const queue = [home, ...start.slice(0, PER_SCREEN).map((c) => `/crews/${c.id}`)];
  const seen = new Set(queue);
  const perScreen = new Map<string, number>();
  const visitedScreens = new Set<string>();
  const refused: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    const screen = screenForPath(path)!.screen.path;
    if ((perScreen.get(screen) ?? 0) >= PER_SCREEN) continue;
    perScreen.set(screen, (perScreen.get(screen) ?? 0) + 1);

    await page.goto(path);
    expect(new URL(page.url()).pathname, `${path} opens without a redirect`).toBe(path);
    visitedScreens.add(screen);
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue; // tel:, mailto:, map services
      if (!canOpen(`${url.pathname}${url.search}`, session)) {
        refused.push(`${path} links to ${url.pathname}${url.search}`);
        continue;
      }
      if (!seen.has(url.pathname) && screenForPath(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }

  expect(refused, 'links the project session may not open').toEqual([]);
  // The walk reached every screen of the session that exists today.
  const built = SCREENS.filter((s) => s.project).map((s) => s.path);
  expect([...visitedScreens].sort()).toEqual(built.sort());
});
