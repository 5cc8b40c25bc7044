#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the built app. Builds when needed, starts a backend
// on a fresh temporary PGlite (seeded with the demo data) and the web server, runs
// `playwright test` with any extra arguments, and stops both whatever happens, exiting with
// Playwright's code. Ports: E2E_WEB_PORT (3100) and E2E_BACKEND_PORT (4100). E2E_START_TIMEOUT_MS:
// how long each process may take to answer (default 120 s; seeding on a busy machine takes longer).
// E2E_RUN_MINUTES (35): the longest run expected; closer than that to the demo's midnight, the
// seed waits for the new day (scripts/lib/demo-day.mjs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_TIME_ZONE, waitBeforeSeed } from './lib/demo-day.mjs';
import { ROOT, throwawayDemo, webServerFile } from './lib/processes.mjs';

const webPort = Number(process.env.E2E_WEB_PORT || 3100);
const backendPort = Number(process.env.E2E_BACKEND_PORT || 4100);
const runMs = (Number(process.env.E2E_RUN_MINUTES) || 35) * 60_000;

/** The specs look for today's line-up: a run must not cross the demo's midnight. */
async function untilTheDayOutlastsTheRun() {
  const wait = waitBeforeSeed(new Date(), runMs);
  if (!wait) return;
  console.log(
    `[e2e] ${DEMO_TIME_ZONE} reaches midnight within the run (E2E_RUN_MINUTES=${runMs / 60_000}); ` +
      `seeding the demo in ${Math.ceil(wait / 60_000)} min, on the new day`,
  );
  await sleep(wait);
}

let playwright = null;
const demo = throwawayDemo({
  name: 'e2e',
  webPort,
  backendPort,
  beforeStop: () => {
    if (playwright && playwright.exitCode === null) playwright.kill('SIGTERM');
  },
});

async function main() {
  const { backend, web } = await demo.start({
    quiet: !process.env.E2E_VERBOSE,
    timeoutMs: Number(process.env.E2E_START_TIMEOUT_MS) || undefined,
    beforeSeed: untilTheDayOutlastsTheRun,
  });
  for (const c of [backend, web]) {
    c.exited.then(({ code }) => {
      if (!demo.stopping()) console.error(`[e2e] ${c.label} exited (${code}) during the run`);
    });
  }

  playwright = spawn(
    process.execPath,
    [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://localhost:${webPort}`,
        E2E_BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        // e2e/fault-relay.ts starts a second one.
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
