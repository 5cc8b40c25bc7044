#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the built app. Builds when needed, seeds the demo data
// once into a temporary database (on the PostgreSQL server of TEST_DATABASE_URL when it is set,
// as in CI, else in a temporary PGlite), and starts E2E_WORKERS (2) copies of the product, each a
// backend on its own copy of that database and a web server: Playwright's worker i drives copy i only
// (e2e/fixtures.ts), so the specs of one worker never see another's writes. Runs `playwright test`
// with any extra arguments, stops everything whatever happens, and exits with Playwright's code.
// Ports: E2E_WEB_PORT (3100) and E2E_BACKEND_PORT (4100), + i for copy i. E2E_START_TIMEOUT_MS:
// how long each process may take to answer (default 120 s).
// The backends, the web servers and Playwright run on one clock, set to the test instant
// (scripts/lib/test-clock.mjs): the demo and its line-up are the same whenever the run starts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, throwawayDemo, webServerFile } from './lib/processes.mjs';
import { testClockEnv } from './lib/test-clock.mjs';

const webPort = Number(process.env.E2E_WEB_PORT || 3100);
const backendPort = Number(process.env.E2E_BACKEND_PORT || 4100);
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

let playwright = null;
const demo = throwawayDemo({
  name: 'e2e',
  webPort,
  backendPort,
  copies: workers,
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  beforeStop: () => {
    if (playwright && playwright.exitCode === null) playwright.kill('SIGTERM');
  },
});

async function main() {
  // Set once the build is done, so that the run starts at the test instant.
  let clockEnv = {};
  const { demos } = await demo.start({
    quiet: !process.env.E2E_VERBOSE,
    timeoutMs: Number(process.env.E2E_START_TIMEOUT_MS) || undefined,
    runEnv: () => (clockEnv = testClockEnv()),
  });
  for (const c of demos.flatMap((d) => [d.backend, d.web])) {
    c.exited.then(({ code }) => {
      if (!demo.stopping()) console.error(`[e2e] ${c.label} exited (${code}) during the run`);
    });
  }

  playwright = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      `--workers=${workers}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...clockEnv,
        // Copy i for Playwright's worker i (TEST_PARALLEL_INDEX).
        E2E_BASE_URLS: demos.map((d) => d.webUrl).join(','),
        E2E_BACKEND_URLS: demos.map((d) => d.backendUrl).join(','),
        // e2e/logs.spec.ts reads what its copy's processes logged.
        E2E_WEB_LOGS: demos.map((d) => d.webLog).join(','),
        E2E_BACKEND_LOGS: demos.map((d) => d.backendLog).join(','),
        // e2e/fault-relay.ts starts another web server.
        E2E_WEB_SERVER: webServerFile(),
      },
    },
  );
  const code = await new Promise((res) => playwright.on('exit', (c) => res(c ?? 1)));
  await demo.exit(code);
}

main().catch((err) => {
  console.error(`[e2e] ${err instanceof Error ? err.message : err}`);
  void demo.exit(1);
});
