#!/usr/bin/env node
// `npm run bench:offline`: how long the crew member waits for their jobs, with and without
// network. In one run, on the built app started like e2e does, in Debian's Chromium
// at phone size with the CPU slowed 4× (Chromium's own throttling, as Lighthouse's mobile preset):
// the time from navigation to the first job card of /jobs,
// - online, from the server (the page as the server draws it);
// - offline, from the day kept on the device (the service worker's /offline page, which reads
//   IndexedDB and draws the kept jobs).
// Goal: offline is no slower than online. Each is the median of BENCH_OFFLINE_RUNS (7) loads,
// alternated so that a drifting host weighs on both alike.
// Options (env): BENCH_WEB_PORT (3600), BENCH_BACKEND_PORT (4600), CHROMIUM (/usr/bin/chromium),
// BENCH_OFFLINE_RUNS (7), BENCH_OFFLINE_CPU (4).
/* global MutationObserver, document, window, indexedDB -- run in the page, through Playwright */
import { chromium } from '@playwright/test';
import { median } from './lib/bench-report.mjs';
import { demoLogin } from './lib/demo-login.mjs';
import { throwawayDemo } from './lib/processes.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT || 3600);
const backendPort = Number(process.env.BENCH_BACKEND_PORT || 4600);
const runs = Number(process.env.BENCH_OFFLINE_RUNS || 7);
const cpu = Number(process.env.BENCH_OFFLINE_CPU || 4);
const web = `http://localhost:${webPort}`;
const demo = throwawayDemo({ name: 'offline', webPort, backendPort });

/** Milliseconds from the navigation's start to the first job card on the screen. */
async function firstJobCard(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // Noted by the page itself the moment a card is in the document, before Playwright looks.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="job-card"]')) {
        window.firstJobCardAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/jobs', { waitUntil: 'commit' }).catch(() => undefined);
  await page.waitForSelector('[data-testid="job-card"]', { timeout: 60_000 });
  const at = await page.evaluate(() => window.firstJobCardAt);
  await page.close();
  return at;
}

async function main() {
  await demo.start({ quiet: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: web, viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addCookies([
      {
        name: 'crewdeck_session',
        value: (await demoLogin(web, 'crew@example.com')).slice('crewdeck_session='.length),
        url: web,
        httpOnly: true,
      },
    ]);
    // Online once: the service worker installs and takes the page, and the day is kept.
    const first = await context.newPage();
    await first.goto('/');
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForFunction(() => !!navigator.serviceWorker.controller);
    await first.waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('crewdeck-offline');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('days')) return resolve(false);
            const get = db.transaction('days').objectStore('days').get('mine');
            get.onsuccess = () => resolve(Boolean(get.result));
            get.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      undefined,
      { timeout: 30_000, polling: 500 },
    );
    await first.close();

    const online = [];
    const offline = [];
    // One of each first, not counted: caches and the server warm up.
    for (let i = 0; i <= runs; i++) {
      await context.setOffline(false);
      const on = await firstJobCard(context);
      await context.setOffline(true);
      const off = await firstJobCard(context);
      if (i > 0) {
        online.push(on);
        offline.push(off);
      }
    }
    await context.setOffline(false);
    const [on, off] = [median(online), median(offline)];
    const ms = (v) => `${Math.round(v)} ms`;
    console.log(`\nFirst job card of /jobs as crew, phone size, CPU ${cpu}× slower (median of ${runs} loads each)`);
    console.log(`  online, from the server:           ${ms(on)}   (${online.map(Math.round).join(', ')})`);
    console.log(`  offline, from the day kept on it:  ${ms(off)}   (${offline.map(Math.round).join(', ')})`);
    console.log(
      off <= on
        ? `goal met: offline is no slower than online (${ms(on - off)} sooner)\n`
        : `goal missed: offline is ${ms(off - on)} slower than online\n`,
    );
  } finally {
    await browser.close();
  }
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench:offline] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
