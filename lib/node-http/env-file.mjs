// A `.env` file beside the product, read by each process at start (`npm start`, the backend, the
// web server): KEY=value lines, as Node's own parser reads them (util.parseEnv). The real
// environment wins over the file. A name the product does not know (a typo, say) stops the start
// with a message naming it and the file; the values are checked by each process's own schema
// (lib/backend/env.ts, lib/bff/config.ts), whose messages name the variable too.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/** Every variable of the README's configuration table: what `.env` may set. */
export const KNOWN_VARIABLES = [
  'NODE_ENV',
  'ENV_FILE',
  'PORT',
  'DATABASE_URL',
  'DATA_DIR',
  'JWT_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'SEED_DEMO',
  'SEED_SCALE',
  'JOB_POLL_MS',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'PUSH_EXTRA_HOSTS',
  'REMINDER_SWEEP_MS',
  'PUBLIC_SCHEME',
  'BACKEND_URL',
  'SESSION_SECRET',
  'SECURE_COOKIES',
  'TRUST_PROXY',
  'BACKEND_TIMEOUT_MS',
  'METRICS_TOKEN',
  'LOG_LEVEL',
  'WEB_PORT',
  'BACKEND_PORT',
  'E2E_WEB_PORT',
  'E2E_BACKEND_PORT',
  'E2E_VERBOSE',
  'E2E_WORKERS',
  'CREWDECK_NOW',
  'CREWDECK_NOW_FROM',
  'BENCH_WEB_PORT',
  'BENCH_BACKEND_PORT',
  'BENCH_SECONDS',
  'BENCH_CONNECTIONS',
  'BENCH_SESSIONS',
  'BENCH_THINK_MS',
  'BENCH_RAMP_SECONDS',
  'BENCH_REFRESH_SECONDS',
  'BENCH_SESSION_SECONDS',
];

/**
 * Reads `file` into `env` (default process.env) where `env` does not set the variable already; no
 * file, nothing. The file is ENV_FILE of the environment, else `.env` in the working folder;
 * `ENV_FILE=none` reads none (the tests' and benchmarks' throwaway copies of the product, which
 * must never pick up a developer's DATABASE_URL). Throws on an unknown name. Returns the names it
 * set.
 */
export function loadEnvFile(file = process.env.ENV_FILE || resolve('.env'), env = process.env) {
  if (file === 'none' || !existsSync(file)) return [];
  const values = parseEnv(readFileSync(file, 'utf8'));
  const unknown = Object.keys(values).filter((name) => !KNOWN_VARIABLES.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `${file}: unknown variable${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (see .env.example for the ones Crewdeck reads)`,
    );
  const set = Object.keys(values).filter((name) => env[name] === undefined);
  for (const name of set) env[name] = values[name];
  return set;
}
