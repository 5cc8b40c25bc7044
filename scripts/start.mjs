#!/usr/bin/env node
// `npm start` (and `npm run dev` = `--dev`): the whole product with one command.
// - Builds the web app, and compiles the backend, when no build exists or the sources changed
//   (not with --dev: then the backend runs from its sources under tsx, and the web app under
//   `next dev`). `npm start` runs no TypeScript compiler: plain node on the bundles.
// - Starts the backend on embedded PGlite in ./data, waits for it, then the web app on port
//   3000, both with prefixed output. Ctrl-C stops both; so does either one exiting.
// - Demo data: SEED_DEMO defaults to `auto` here, so an empty embedded database gets the demo
//   tenants on first start, but never with NODE_ENV=production or a DATABASE_URL (see
//   shouldSeedDemo in lib/backend/env.ts). SEED_DEMO=true or false overrides that.
// - SESSION_SECRET: when unset, a random one is generated once into data/session-secret and
//   reused, so sessions survive restarts. A production deployment sets SESSION_SECRET itself:
//   with NODE_ENV=production in the environment and no SESSION_SECRET, this refuses to start.
// - Cookies are Secure whenever the web app runs with NODE_ENV=production (as the built web server does);
//   browsers accept them from http://localhost and *.localhost, the demo's hosts.
// Ports: WEB_PORT (3000) and BACKEND_PORT (4000). DATA_DIR (./data). DATABASE_URL switches
// the backend to a PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeGenerated } from './generate-registries.mjs';
import { loadEnvFile } from '../lib/node-http/env-file.mjs';
import { ROOT, ensureBuild, exitOnce, startBackend, startWeb, waitForHttp } from './lib/processes.mjs';

// A page folder or read service added since the last install is collected before anything starts.
writeGenerated();

// `.env` of the checkout, under the real environment; both processes read it again themselves.
try {
  loadEnvFile(process.env.ENV_FILE || join(ROOT, '.env'));
} catch (err) {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const webPort = Number(process.env.WEB_PORT || 3000);
const backendPort = Number(process.env.BACKEND_PORT || 4000);
const dataDir = resolve(ROOT, process.env.DATA_DIR || 'data');

function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (process.env.NODE_ENV === 'production') {
    console.error(
      '[start] SESSION_SECRET is required in production (at least 32 random characters), e.g.\n' +
        '        SESSION_SECRET=$(openssl rand -base64 48) NODE_ENV=production npm start',
    );
    process.exit(1);
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  console.log(`[start] generated a session secret in ${file}`);
  return secret;
}

// Ctrl-C is the ordinary way to stop the product: exit code 0.
const { exit: shutdown, stopping } = exitOnce({
  beforeStop: () => console.log('[start] stopping …'),
  signalCodes: { SIGINT: 0, SIGTERM: 0 },
});

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    SESSION_SECRET: sessionSecret(),
    SEED_DEMO: process.env.SEED_DEMO || 'auto',
  };
  if (!dev) await ensureBuild({ env });

  const backend = startBackend({ port: backendPort, dataDir, env, dev });
  backend.exited.then(({ code }) => {
    if (!stopping()) {
      console.error(`[start] the backend exited (${code})`);
      void shutdown(1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${backendPort}/api/v1/status`, backend);

  const web = startWeb({ port: webPort, backendUrl: `http://127.0.0.1:${backendPort}`, dev, env });
  web.exited.then(({ code }) => {
    if (!stopping()) {
      console.error(`[start] the web app exited (${code})`);
      void shutdown(1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${webPort}/login`, web, { timeoutMs: 300_000 });
  // The backend has said whether the demo data is in (and the README lists the demo logins).
  console.log(`[start] Crewdeck is running at http://localhost:${webPort}. Ctrl-C stops it.`);
}

main().catch((err) => {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  void shutdown(1);
});
