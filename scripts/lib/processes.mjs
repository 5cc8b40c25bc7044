// Shared by start.mjs, e2e.mjs and bench-web.mjs: build when needed, start the backend and
// the web app as child processes with prefixed output, wait for them, stop them all.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { postgresDemo } from './demo-databases.mjs';
import { WEB_SERVER_FILE, buildWebServer } from './web-server-bundle.mjs';
import { BACKEND_FILE, backendBundleNeeded, buildBackend } from './backend-bundle.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const TSX_CLI = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export const distDir = (env = process.env) => join(ROOT, env.NEXT_DIST_DIR || '.next');
/** The production web server, bundled into the build folder (lib/bff/web-server). */
export const webServerFile = (env = process.env) => join(distDir(env), WEB_SERVER_FILE);

// Inputs of the web build. lib/backend is a separate process; generated worker files and
// the build folders are outputs.
const BUILD_INPUTS = [
  'app',
  'lib',
  'messages',
  'public',
  'middleware.ts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
  'postcss.config.mjs',
];
const NOT_INPUTS = new Set([
  join(ROOT, 'lib', 'backend'),
  join(ROOT, 'public', 'sw.js'),
  join(ROOT, 'public', 'sw.js.map'),
]);

function newestMtime(path) {
  if (!existsSync(path) || NOT_INPUTS.has(path) || /swe-worker-.*\.js$/.test(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Why a build is needed, or null: none exists, or a source file is newer than it. */
export function buildNeeded(env = process.env) {
  const id = join(distDir(env), 'BUILD_ID');
  if (!existsSync(id)) return 'no build exists';
  if (!existsSync(webServerFile(env))) return 'the web server is not bundled';
  const built = statSync(id).mtimeMs;
  const newest = Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(ROOT, p))));
  return newest > built ? 'sources changed since the last build' : null;
}

/**
 * Runs `next build` and bundles the web server and the backend when needed, as `npm run build`
 * does; resolves to Next's output (the bench reads the route table), or null.
 */
export async function ensureBuild({ env = process.env, log = console.log, force = false } = {}) {
  const backendReason = force ? 'asked for' : backendBundleNeeded();
  if (backendReason) {
    log(`[build] backend bundle (${backendReason}) …`);
    await buildBackend();
  }
  const reason = force ? 'asked for' : buildNeeded(env);
  if (!reason) return null;
  log(`[build] next build (${reason}) …`);
  const child = startProcess('build', [NEXT_BIN, 'build'], { env: { ...env, NODE_ENV: 'production' } });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  await buildWebServer(distDir(env));
  return output;
}

// A line that names its process already (the seed's) keeps its own name.
const withPrefix = (name, line) => (line.startsWith(`[${name}]`) ? `${line}\n` : `[${name}] ${line}\n`);

function pipePrefixed(stream, name, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(withPrefix(name, line));
  });
  stream.on('end', () => {
    if (rest) out.write(withPrefix(name, rest));
  });
}

/** Children still running, so that a Ctrl-C during a build stops the build too. */
const live = new Set();

/**
 * Starts a child in its own process group (so that stopping it also stops what it spawned),
 * with each output line prefixed by its name. `quiet` drops the output (benchmarks). `logFile`
 * also keeps it, as the process wrote it, in that file (what the browser tests and bench:cluster
 * read back from the logs). `command` is node unless told otherwise (nginx in bench:cluster).
 */
export function startProcess(name, args, { env, quiet = false, logFile, command = process.execPath } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.label = name;
  live.add(child);
  child.on('exit', () => live.delete(child));
  if (logFile) {
    const file = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    child.on('close', () => file.end());
  }
  if (quiet) {
    child.stdout.resume();
    child.stderr.resume();
  } else {
    pipePrefixed(child.stdout, name, process.stdout);
    pipePrefixed(child.stderr, name, process.stderr);
  }
  child.exited = new Promise((res) => child.on('exit', (code, signal) => res({ code, signal })));
  return child;
}

/** The backend: its bundle under plain node (ensureBuild makes it), or its sources under tsx in development. */
export function startBackend({ port, dataDir, env = process.env, quiet, logFile, name = 'backend', dev = false }) {
  return startProcess(name, dev ? [TSX_CLI, join(ROOT, 'lib', 'backend', 'server.ts')] : [BACKEND_FILE], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    quiet,
    logFile,
  });
}

/** The built web server (lib/bff/web-server), or `next dev`. */
export function startWeb({ port, backendUrl, dev = false, env = process.env, quiet, logFile, name = 'web' }) {
  const args = dev ? [NEXT_BIN, 'dev', '-p', String(port)] : [webServerFile(env)];
  return startProcess(name, args, {
    env: {
      ...env,
      PORT: String(port),
      BACKEND_URL: backendUrl,
      ...(dev ? { NODE_ENV: 'development' } : { NODE_ENV: 'production' }),
    },
    quiet,
    logFile,
  });
}

/** Polls until the URL answers 2xx; fails early when the child dies. */
export async function waitForHttp(url, child, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  child?.exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${child.label} exited before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 400) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM to each running child's process group, SIGKILL for those left after a grace period. */
export async function stopAll({ graceMs = 5000 } = {}) {
  const running = [...live].filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await Promise.race([Promise.all(running.map((c) => c.exited)), new Promise((r) => setTimeout(r, graceMs).unref())]);
  for (const c of running) {
    if (c.exitCode === null && c.signalCode === null) {
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}

/**
 * Stops every child and exits with `code`, once, also on Ctrl-C (130) and SIGTERM (143).
 * `beforeStop` runs first (e.g. ending Playwright), `afterStop` once the children are gone.
 * `stopping()` says whether the exit has begun, so that a child's exit is not reported as a failure.
 */
export function exitOnce({
  beforeStop = () => {},
  afterStop = () => {},
  signalCodes = { SIGINT: 130, SIGTERM: 143 },
} = {}) {
  let stopping = false;
  async function exit(code) {
    if (stopping) return;
    stopping = true;
    beforeStop();
    await stopAll();
    await afterStop();
    process.exit(code);
  }
  for (const [signal, code] of Object.entries(signalCodes)) process.on(signal, () => void exit(code));
  return { exit, stopping: () => stopping };
}

/**
 * Throwaway demos of the built product (e2e and the benchmarks): the demo data seeded once into a
 * temporary PGlite, or into a database on the PostgreSQL server of `databaseUrl` when one is
 * given (demo-databases.mjs), and `copies` identical pairs of a backend on its own copy of that
 * database and a web server (ports `webPort + i` and `backendPort + i`), with a random session
 * secret and plain-http cookies. `start` builds when needed, seeds, then starts every pair and
 * waits for each; `exitOnce` is set up to remove the temporary databases after the children stop.
 * Each pair's logs are kept in files while they run (`backendLog`, `webLog`).
 */
export function throwawayDemo({ name, webPort, backendPort, beforeStop, copies = 1, databaseUrl }) {
  const root = mkdtempSync(join(tmpdir(), `crewdeck-${name}-`));
  const logDir = join(root, 'logs');
  mkdirSync(logDir);
  const logFile = (label) => join(logDir, `${label}.log`);
  const server = databaseUrl ? postgresDemo({ name, adminUrl: databaseUrl }) : null;
  const { exit, stopping } = exitOnce({
    beforeStop,
    afterStop: async () => {
      await server?.drop();
      rmSync(root, { recursive: true, force: true });
    },
  });
  /**
   * `timeoutMs`: how long each process may take to answer (seeding a busy machine takes a while).
   * `runEnv`: more settings for the processes, made once the build is done (the browser tests'
   * clock starts then). Resolves to the first pair (`backend`, `web`) and all of them (`demos`).
   */
  async function start({ quiet, timeoutMs, runEnv = () => ({}) }) {
    const env = {
      ...process.env,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      SECURE_COOKIES: 'false',
      // Tests and benchmarks log in as the demo users; the temporary database is always a demo.
      SEED_DEMO: 'true',
      // Never a developer's `.env` (its DATABASE_URL, say): only what is set here.
      ENV_FILE: 'none',
    };
    await ensureBuild({ env });
    Object.assign(env, runEnv());
    // The folder holds the backend's own keys (and PGlite's files when there is no server).
    const seedDir = join(root, 'seed');
    const seedDatabase = server ? { DATABASE_URL: await server.seedDatabase() } : {};
    const seed = startProcess('seed', [TSX_CLI, join(ROOT, 'lib', 'backend', 'seed', 'reset.ts')], {
      env: { ...env, ...seedDatabase, DATA_DIR: seedDir },
      quiet,
    });
    const { code } = await seed.exited;
    if (code !== 0) throw new Error(`seeding the demo failed (exit ${code})`);
    const demos = [];
    for (let i = 0; i < copies; i++) {
      const dataDir = join(root, `demo-${i}`);
      cpSync(seedDir, dataDir, { recursive: true });
      const database = server ? { DATABASE_URL: await server.copy(i) } : {};
      const label = copies > 1 ? `-${i}` : '';
      const [backendLog, webLog] = [logFile(`backend${label}`), logFile(`web${label}`)];
      const backendUrl = `http://127.0.0.1:${backendPort + i}`;
      const backend = startBackend({
        port: backendPort + i,
        dataDir,
        env: { ...env, ...database },
        quiet,
        logFile: backendLog,
        name: `backend${label}`,
      });
      demos.push({
        label,
        backend,
        backendUrl,
        backendLog,
        webLog,
        webPort: webPort + i,
        webUrl: `http://localhost:${webPort + i}`,
      });
    }
    await Promise.all(demos.map((d) => waitForHttp(`${d.backendUrl}/api/v1/status`, d.backend, { timeoutMs })));
    const started = demos.map((d) => ({
      ...d,
      web: startWeb({
        port: d.webPort,
        backendUrl: d.backendUrl,
        env,
        quiet,
        logFile: d.webLog,
        name: `web${d.label}`,
      }),
    }));
    await Promise.all(started.map((d) => waitForHttp(`http://127.0.0.1:${d.webPort}/login`, d.web, { timeoutMs })));
    return { backend: started[0].backend, web: started[0].web, demos: started };
  }
  return { start, exit, stopping };
}
