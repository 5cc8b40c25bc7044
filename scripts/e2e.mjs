#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the built app. Builds when needed, starts a backend
// on a fresh temporary PGlite (seeded with the demo data) and `next start`, runs
// `playwright test` with any extra arguments, and stops both whatever happens, exiting with
// Playwright's code. Ports: E2E_WEB_PORT (3100) and E2E_BACKEND_PORT (4100).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureBuild, startBackend, startWeb, stopAll, waitForHttp } from './lib/processes.mjs';

const webPort = Number(process.env.E2E_WEB_PORT || 3100);
const backendPort = Number(process.env.E2E_BACKEND_PORT || 4100);
const dataDir = mkdtempSync(join(tmpdir(), 'crewdeck-e2e-'));

let playwright = null;
let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  if (playwright && playwright.exitCode === null) playwright.kill('SIGTERM');
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

async function main() {
  const env = {
    ...process.env,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    SECURE_COOKIES: 'false',
    // The specs log in as the demo users; the temporary database is always a demo.
    SEED_DEMO: 'true',
  };
  await ensureBuild({ env });
  const backend = startBackend({ port: backendPort, dataDir, env, quiet: !process.env.E2E_VERBOSE });
  await waitForHttp(`http://127.0.0.1:${backendPort}/api/v1/status`, backend);
  const web = startWeb({
    port: webPort,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    env,
    quiet: !process.env.E2E_VERBOSE,
  });
  await waitForHttp(`http://127.0.0.1:${webPort}/login`, web);
  for (const c of [backend, web]) {
    c.exited.then(({ code }) => {
      if (!stopping) console.error(`[e2e] ${c.label} exited (${code}) during the run`);
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
      },
    },
  );
  const code = await new Promise((res) => playwright.on('exit', (c) => res(c ?? 1)));
  await finish(code);
}

main().catch((err) => {
  console.error(`[e2e] ${err instanceof Error ? err.message : err}`);
  void finish(1);
});
