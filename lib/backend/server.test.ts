// The backend process as production starts it: plain node on the bundle `npm run build` makes
// (scripts/lib/backend-bundle.mjs, built here into a folder of this file's own), on an empty
// database. The demo tenants (host localhost, password "demo") must not appear there unless
// SEED_DEMO=true asks for them, or anyone could log in as the demo planner of a real install
// by sending X-Forwarded-Host: localhost. Its `.env` is read at start, and a wrong one stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

// Inside the checkout, so that the bundle finds the packages in node_modules.
const BUNDLE_DIR = join(__dirname, '..', '..', 'dist', `backend-server-test-${process.pid}`);
const SETTINGS = ['NODE_ENV', 'SEED_DEMO', 'SEED_SCALE', 'DATABASE_URL', 'DATA_DIR', 'PORT', 'JWT_SECRET', 'LOG_LEVEL'];

type TServer = { url: string; output: () => string; stop: () => Promise<void> };

/**
 * Starts the bundled server with only `env` for the settings above, on a free port and a fresh
 * data folder, which is also its working folder: `dotenv` is written there as its `.env`.
 */
async function startServer(env: Record<string, string>, dotenv?: string): Promise<TServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crewdeck-server-'));
  if (dotenv !== undefined) writeFileSync(join(dataDir, '.env'), dotenv);
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !SETTINGS.includes(k)),
  ) as NodeJS.ProcessEnv;
  const child: ChildProcess = spawn(process.execPath, [join(BUNDLE_DIR, 'server.cjs')], {
    env: { ...base, ...env, PORT: '0', DATA_DIR: dataDir },
    cwd: dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<void>((res) => child.on('exit', () => res()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 150_000);
    const poll = setInterval(() => {
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
      if (m || child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        if (m) resolve(m[1]!);
        else reject(new Error(`backend exited:\n${output}`));
      }
    }, 100);
  }).catch(async (err) => {
    await stop();
    throw err;
  });
  return { url, output: () => output, stop };
}

/**
 * An empty database on the PostgreSQL server of TEST_DATABASE_URL, as DATABASE_URL; without one,
 * nothing (the server makes its PGlite in the fresh data folder).
 */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const name = `crewdeck_srv_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The attack: the demo planner's credentials, sent to a real install with the demo's host. */
async function demoPlannerLogin(url: string) {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': 'localhost', type: 'MOBILE' },
    body: JSON.stringify({ username: 'planner@example.com', password: 'demo' }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { token?: string }; error?: { code?: string } } };
}

async function expectNoDemo(env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const res = await demoPlannerLogin(server.url);
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('TENANT_NOT_FOUND');
    expect(server.output()).toMatch(/holds no tenant yet[\s\S]*npm run tenant:create/);
  } finally {
    await server.stop();
  }
}

beforeAll(async () => {
  const { buildBackend } = await import('../../scripts/lib/backend-bundle.mjs');
  await buildBackend(BUNDLE_DIR);
});
afterAll(() => rmSync(BUNDLE_DIR, { recursive: true, force: true }));

describe('demo data on an empty database', () => {
  it('is not seeded in production: the demo login with X-Forwarded-Host localhost fails', async () => {
    await expectNoDemo({ NODE_ENV: 'production' });
  }, 180_000);

  it('is seeded when SEED_DEMO=true asks for it (here in .env), even in production', async () => {
    // On the PostgreSQL server where there is one (CI): seeding the demo in PGlite's WebAssembly
    // took most of this file's time, and the rule is the same on either driver.
    const database = await freshDatabase();
    const server = await startServer({ NODE_ENV: 'production', ...database.env }, 'SEED_DEMO=true\n').catch(
      async (err: unknown) => {
        await database.drop();
        throw err;
      },
    );
    try {
      const res = await demoPlannerLogin(server.url);
      expect(res.status).toBe(200);
      expect(res.body.data?.token).toEqual(expect.any(String));
      expect(server.output()).toMatch(/seeded demo data[\s\S]*WARNING: SEED_DEMO=true/);
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 180_000);

  // Needs a PostgreSQL server (CI sets TEST_DATABASE_URL); the rule itself is in env.test.ts.
  const withPg = process.env.TEST_DATABASE_URL ? it : it.skip;
  withPg(
    'is not seeded into a DATABASE_URL database, not even by `npm start` (SEED_DEMO=auto)',
    async () => {
      const database = await freshDatabase();
      try {
        await expectNoDemo({ ...database.env, SEED_DEMO: 'auto' });
      } finally {
        await database.drop();
      }
    },
    180_000,
  );
});

describe('.env in the working folder', () => {
  it('stops the start at a name it does not know, and at a value the backend does not accept', async () => {
    await expect(startServer({}, 'PORT=4000\nSEED_DEMOS=true\n')).rejects.toThrow(/unknown variable SEED_DEMOS/);
    await expect(startServer({}, 'SEED_DEMO=yes\n')).rejects.toThrow(/SEED_DEMO must be true, false or auto/);
  });
});
