// Shared Playwright fixtures (cal.com style): log in over HTTP, put the sealed cookie in the
// browser context, and watch every test for anything JWT-shaped reaching the browser and for
// errors in its pages (an uncaught exception, a console error) that the test did not expect.
import { request as httpRequest } from 'node:http';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { clock } from '../lib/domain/clock';
import { startFaultWeb, type TFaultWeb } from './fault-relay';

export const DEMO_PASSWORD = 'demo';
export const DEMO_USERS = {
  crew: 'crew@example.com',
  chief: 'chief@example.com',
  planner: 'planner@example.com',
  client: 'client@example.com',
  office: 'office@example.com',
  crewNl: 'crew.nl@example.com',
} as const;
export type TRole = keyof typeof DEMO_USERS;
/** demo = Crewdeck Demo on localhost; moyo = Moyo Events on moyo.localhost (crew and planner only). */
export type TTenant = 'demo' | 'moyo';

/**
 * The browser's clock set to the run's (scripts/e2e.mjs sets the test instant for the backend, the
 * web server and this process), going on at the usual pace: what a page stamps (a check-in's time)
 * and what the server rendered agree.
 */
export async function setBrowserClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: clock.nowMs() });
}

/** A second browser context (another person), on the run's clock like the test's own. */
export async function newContextOnClock(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  // Without the worker, as the config's own contexts (playwright.config.ts says why).
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  await setBrowserClock(context);
  return context;
}

/**
 * Whether React has hydrated an element: from then on it keeps the element's props, and so its
 * handlers, on the element itself; a click before that does nothing. Self-contained, so that
 * Playwright can run it in the page (`locator.evaluate(hydrated)`).
 */
export const hydrated = (el: Node): boolean => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** Clicks a button once React has hydrated it. */
export async function clickWhenHydrated(button: Locator): Promise<void> {
  await expect.poll(() => button.evaluate(hydrated)).toBe(true);
  await button.click();
}

/**
 * Fills a form field once React has hydrated it. Text typed before hydration is overwritten
 * when the form registers the field and writes its default value back.
 */
export async function fillWhenHydrated(field: Locator, value: string): Promise<void> {
  await expect.poll(() => field.evaluate(hydrated)).toBe(true);
  await field.fill(value);
}

/**
 * `test.use(WITH_SERVICE_WORKER)` in a spec about what the app's service worker does (offline
 * pages, the kept day, the queue, push). Elsewhere it is blocked (playwright.config.ts). With the
 * worker in control, the page's requests go through it, and page.route no longer sees them
 * (Playwright's docs say so).
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

export const JWT_SHAPE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** The web app's origin for a tenant; Chromium resolves *.localhost to the loopback address. */
export function tenantOrigin(baseURL: string, tenant: TTenant): string {
  const url = new URL(baseURL);
  if (tenant === 'moyo') url.hostname = 'moyo.localhost';
  return url.origin;
}

type TLoginResult = {
  status: number;
  body: { data?: { session: { type: string; user: { loginTypes: string[] } } }; error?: { code: string } };
};

/**
 * POST /api/session like the login form does. Node cannot resolve moyo.localhost, so the
 * call goes to the loopback address and names the tenant's host in Host, as a browser would
 * (X-Forwarded-Host from a client is ignored: no trusted proxy is configured). fetch cannot
 * set Host, so this uses node:http.
 */
export function postLogin(
  baseURL: string,
  tenant: TTenant,
  body: Record<string, unknown>,
): Promise<TLoginResult & { cookie: string | null; setCookie: string | null }> {
  const origin = tenantOrigin(baseURL, tenant);
  const target = new URL('/api/session', baseURL);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          host: new URL(origin).host,
          origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const setCookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('crewdeck_session='));
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as TLoginResult['body'],
            cookie: setCookie?.split(';')[0]?.slice('crewdeck_session='.length) ?? null,
            setCookie: setCookie ?? null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function loginContext(context: BrowserContext, baseURL: string, role: TRole, tenant: TTenant = 'demo') {
  const res = await postLogin(baseURL, tenant, { username: DEMO_USERS[role], password: DEMO_PASSWORD });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`login as ${role} on ${tenant} failed: ${res.status} ${JSON.stringify(res.body)}`);
  await context.addCookies([
    {
      name: 'crewdeck_session',
      value: res.cookie,
      url: tenantOrigin(baseURL, tenant),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return res.body.data!.session;
}

/** Everything script-visible in a page that could hold a token. */
export async function browserVisibleValues(page: Page): Promise<string[]> {
  const fromCookies = (await page.context().cookies()).filter((c) => !c.httpOnly).map((c) => `${c.name}=${c.value}`);
  if (page.isClosed() || !/^https?:/.test(page.url())) return fromCookies;
  const fromPage = await page
    .evaluate(() => {
      const values = [document.cookie];
      for (const store of [window.localStorage, window.sessionStorage]) {
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i);
          if (key !== null) values.push(`${key}=${store.getItem(key) ?? ''}`);
        }
      }
      return values;
    })
    .catch(() => [] as string[]);
  return [...fromCookies, ...fromPage];
}

type TFixtures = {
  /** Log the browser context in as a demo user; returns the public session. */
  loginAs: (role: TRole, tenant?: TTenant) => Promise<{ type: string; user: { loginTypes: string[] } }>;
  /** Origin of a tenant for page.goto: `page.goto(`${origin('moyo')}/`)`. */
  origin: (tenant: TTenant) => string;
  /** Set with test.use({ role: 'crew' }) to start each test logged in. */
  role: TRole | null;
  tenant: TTenant;
  /** Automatic: fails the test if a response body or a script-visible value looked like a JWT. */
  tokenWatch: string[];
  /**
   * Automatic: fails the test on an uncaught exception in any of its pages, or on a console
   * error that no `allowConsoleErrors` pattern matches.
   */
  pageErrorWatch: string[];
  /**
   * Console errors this test expects (each is matched as "<text> (<url>)"); Chromium's notes on
   * failed loads never count (BROWSER_NETWORK_NOTES). Uncaught exceptions are never allowed.
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** What allowConsoleErrors was given in this test. */
  consoleAllowList: RegExp[];
};

type TWorkerFixtures = {
  /**
   * A second web server of the build behind a fault relay (faults.spec.ts), started on first use,
   * one per worker. Declared here rather than in that spec: a worker fixture of its own would give
   * the spec a worker of its own, which Playwright starts after every other file is done, while
   * the other worker waits idle.
   */
  faultWeb: TFaultWeb;
};

const TEXT_TYPES = /json|text|javascript|xml|x-component/;
const EVENT_STREAM = /^text\/event-stream\b/i;

/**
 * Console lines that report the network or the test's own tools, not our code: Chromium's note
 * on every answer of 400 or more and every request without an answer (the specs check those
 * answers themselves); Next's note that, offline, it falls back to a full navigation (the offline
 * page's path); and Chromium refusing Playwright's clock (an init script in every frame) in a
 * mail's body frame, which is sandboxed without scripts on purpose (app/(shell)/_mail/html-body.tsx).
 */
const BROWSER_NETWORK_NOTES = [
  /^Failed to load resource: /,
  /^Failed to fetch RSC payload for /,
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
];

export const test = base.extend<TFixtures, TWorkerFixtures>({
  faultWeb: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const web = await startFaultWeb();
      await use(web);
      await web.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  role: [null, { option: true }],
  tenant: ['demo', { option: true }],
  origin: async ({ baseURL }, use) => {
    await use((tenant) => tenantOrigin(baseURL!, tenant));
  },
  loginAs: async ({ context, baseURL }, use) => {
    await use((role, tenant = 'demo') => loginContext(context, baseURL!, role, tenant));
  },
  tokenWatch: [
    async ({ context }, use) => {
      const leaks: string[] = [];
      const pending: Promise<void>[] = [];
      context.on('response', (res) => {
        const type = res.headers()['content-type'] ?? '';
        if (!TEXT_TYPES.test(type) || res.request().method() === 'HEAD') return;
        // A live screen's event stream (/api/v1/changes) stays open as long as its page: its body
        // never settles, and waiting on it cost every test on a live screen 10 s. Its notes carry
        // topics and ids only (live.spec.ts reads them and checks that too).
        if (EVENT_STREAM.test(type)) return;
        // What the service worker handed the page, it fetched itself: that fetch is reported
        // here too, with the same body. The page's copy of a body the page left before reading
        // can never be read (its text() never settles).
        if (res.fromServiceWorker()) return;
        // The build's own files, made before any login and the same for everyone, cannot hold
        // a session's token; reading each one back costs a sixth of the browser stage.
        if (new URL(res.url()).pathname.startsWith('/_next/static/')) return;
        pending.push(
          res.text().then(
            (text) => {
              const hit = JWT_SHAPE.exec(text);
              if (hit) leaks.push(`${res.url()}: ${hit[0].slice(0, 24)}…`);
            },
            () => undefined,
          ),
        );
      });
      await use(leaks);
      const read = Promise.all(pending);
      for (const page of context.pages()) {
        for (const value of await browserVisibleValues(page)) {
          if (JWT_SHAPE.test(value)) leaks.push(`script-visible value on ${page.url()}: ${value.slice(0, 40)}…`);
        }
      }
      // A body not in by now belongs to a call the page left behind when it moved on (a prefetch,
      // a list read as it navigated away, one held by the fault relay): Playwright never settles
      // those, and it never reached the page. Closing the pages ends the wait on them; a bound
      // stays on the wait, not a check.
      await Promise.race([read, new Promise<void>((r) => setTimeout(r, 1_000).unref())]);
      for (const page of context.pages()) await page.close().catch(() => undefined);
      await Promise.race([read, new Promise<void>((r) => setTimeout(r, 10_000).unref())]);
      expect(leaks, 'nothing JWT-shaped may reach the browser').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  consoleAllowList: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((...patterns) => void consoleAllowList.push(...patterns));
  },
  pageErrorWatch: [
    async ({ context, consoleAllowList }, use) => {
      const found: string[] = [];
      context.on('weberror', (err) => found.push(`uncaught on ${err.page()?.url() ?? '?'}: ${err.error().message}`));
      context.on('console', (msg) => {
        if (msg.type() !== 'error' || BROWSER_NETWORK_NOTES.some((p) => p.test(msg.text()))) return;
        const line = `${msg.text()} (${msg.location().url || msg.page()?.url() || '?'})`;
        if (!consoleAllowList.some((p) => p.test(line))) found.push(`console error: ${line}`);
      });
      await use(found);
      expect(found, 'no uncaught exception nor unexpected console error in the pages').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await setBrowserClock(context);
    await use(context);
  },
  page: async ({ page, role, tenant, context, baseURL }, use) => {
    if (role) await loginContext(context, baseURL!, role, tenant);
    await use(page);
  },
});

export { expect };
