#!/usr/bin/env node
// `npm run bench:board`: the crew planner board (/planner-crew) at SEED_SCALE=10 (800 crew
// members; the board shows them all, at least 200 persons × 31 days). Starts the built app like
// e2e does on a fresh demo, logs in as the demo planner, and prints
//  1. the server render time of the page (the whole HTML answer, cookie and all), and
//  2. the frame time while scrolling the board in Chromium (playwright-core, /usr/bin/chromium)
//     at phone size: requestAnimationFrame deltas while the grid scrolls down and right,
// each beside a reference figure. A benchmark, not a test: it never fails on the numbers.
// Options (env): BENCH_WEB_PORT (3250), BENCH_BACKEND_PORT (4250), BENCH_RENDERS (20),
// BENCH_FRAMES (600), SEED_SCALE (10), CHROMIUM (/usr/bin/chromium).
/* global requestAnimationFrame -- the scroll loop runs in the page */
import { chromium } from 'playwright-core';
import { throwawayDemo } from './lib/processes.mjs';

process.env.SEED_SCALE ??= '10';
const webPort = Number(process.env.BENCH_WEB_PORT || 3250);
const backendPort = Number(process.env.BENCH_BACKEND_PORT || 4250);
const renders = Number(process.env.BENCH_RENDERS || 20);
const frames = Number(process.env.BENCH_FRAMES || 600);
const WARM_UP = 3;
const web = `http://localhost:${webPort}`;
const demo = throwawayDemo({ name: 'bench-board', webPort, backendPort });

const REFERENCE_RENDER_MS = 800; // a page that answers within 0.8 s feels immediate on a phone
const REFERENCE_FRAME_MS = 1000 / 60; // 16.7 ms per frame: 60 frames a second

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
};

/** The first month from today (Amsterdam) with 31 days: the board's widest month. */
function longMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  let [y, m] = today.split('-').map(Number);
  while (new Date(Date.UTC(y, m, 0)).getUTCDate() !== 31) [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  return `${y}-${String(m).padStart(2, '0')}`;
}

async function plannerCookie() {
  const res = await fetch(`http://127.0.0.1:${webPort}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web, 'x-forwarded-host': `localhost:${webPort}` },
    body: JSON.stringify({ username: 'planner@example.com', password: 'demo' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('crewdeck_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`planner login failed: ${res.status}`);
  return cookie;
}

async function serverRender(cookie, url) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + renders; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie, 'x-forwarded-host': `localhost:${webPort}` } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - t0);
    bytes = html.length;
  }
  return { ...stats(times), bytes };
}

async function scrollFrames(cookie, url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: web, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-testid="planner-board"][data-ready="true"]').waitFor();
    const grid = page.getByTestId('board-grid');
    await grid.waitFor();
    const size = {
      rows: Number(await grid.getAttribute('data-rows')),
      cols: Number(await grid.getAttribute('data-cols')),
    };
    const result = await grid.evaluate(
      (el, count) =>
        new Promise((resolve) => {
          const deltas = [];
          let cells = 0;
          let last = performance.now();
          let n = 0;
          const maxTop = el.scrollHeight - el.clientHeight;
          const maxLeft = el.scrollWidth - el.clientWidth;
          const step = () => {
            const now = performance.now();
            deltas.push(now - last);
            last = now;
            // Down the whole board and back, with a slow sweep across the days.
            const phase = (n / count) * 2;
            const t = phase <= 1 ? phase : 2 - phase;
            el.scrollTop = t * maxTop;
            el.scrollLeft = ((n % 120) / 120) * maxLeft;
            cells = Math.max(cells, el.querySelectorAll('[data-testid="board-cell"]').length);
            if (++n < count) requestAnimationFrame(step);
            else resolve({ deltas: deltas.slice(1), cells });
          };
          requestAnimationFrame(step);
        }),
      frames,
    );
    return { ...stats(result.deltas), ...size, cells: result.cells };
  } finally {
    await browser.close();
  }
}

async function main() {
  console.log(`[bench:board] starting the app on a fresh demo at SEED_SCALE=${process.env.SEED_SCALE}…`);
  await demo.start({ quiet: true });
  const cookie = await plannerCookie();
  const url = `${web}/planner-crew?month=${longMonth()}`;

  const render = await serverRender(cookie, url);
  console.log(`\nServer render of ${url} (${renders} renders after ${WARM_UP} warm-up, ${render.bytes} bytes of HTML)`);
  console.log(
    `  p50 ${ms(render.p50)}   p95 ${ms(render.p95)}   max ${ms(render.max)}   reference ${ms(REFERENCE_RENDER_MS)}`,
  );

  const scroll = await scrollFrames(cookie, url);
  console.log(
    `\nScrolling the board in Chromium at 390×844 (${scroll.rows} persons × ${scroll.cols} days, ${frames} frames)`,
  );
  console.log(`  rendered cells at most ${scroll.cells} of ${scroll.rows * scroll.cols}`);
  console.log(
    `  frame time p50 ${ms(scroll.p50)}   p95 ${ms(scroll.p95)}   max ${ms(scroll.max)}   mean ${ms(scroll.mean)}   reference ${ms(REFERENCE_FRAME_MS)} per frame (60 fps)`,
  );
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench:board] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
