import { defineConfig, devices } from '@playwright/test';
import { WEB_URL } from './e2e/demo-copy';

// Runs under scripts/e2e.mjs, which builds and starts a copy of the product per worker (backend
// and built web server; e2e/demo-copy.ts). Chromium comes from the system (Debian's package);
// never `npx playwright install`.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A budget against hangs, not a speed check (benchmarks measure speed): on a 2-core machine
  // that runs two demo copies, a slow day makes a 30 s walk through several screens time out.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: WEB_URL,
    // A trace records every step of every test (a quarter of the browser stage's time on this
    // machine); CI keeps nothing but its log, so only a local run records one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app's worker precaches the whole build (some 250 files) in every new browser context;
    // only the specs about the worker itself, offline work and push allow it (WITH_SERVICE_WORKER
    // in e2e/fixtures.ts). Blocked, the page's own requests also reach page.route.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
