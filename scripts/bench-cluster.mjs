#!/usr/bin/env node
// `npm run bench:cluster`: the product scaled out, and the claims of docs/SCALING.md proved.
// A private PostgreSQL cluster (never the machine's shared server), two backends on it, two web
// processes (the built web server, one SESSION_SECRET), and nginx balancing both groups:
//   browser side  http://localhost:BENCH_LB_PORT      → web A, web B
//   web → backend http://127.0.0.1:BENCH_BACKEND_LB_PORT → backend A, backend B
// Then, PASS/FAIL per claim with figures:
//   1. a session made on web A works on web B (and through the balancer);
//   2. the login limit and session revocation hold across processes;
//   3. a queued job runs once with two workers competing for it;
//   4. SIGKILL of a backend under load loses no write: retried check-ins (same clientId) stay one record;
//   5. a PostgreSQL restart under load is survived without restarting a process, 503 while it is down;
//   6. a check-in through web A reaches a stream of changes on web B within 2 s, across backends
//      (after the restart of 5: the listening connections came back by themselves);
//   7. a crew member's stream carries no note of another tenant, nor of a project they have no part in;
//   8. a request's id is found in the web log and in the backend log of the processes that served it.
// Everything it started is stopped and deleted at the end, also on failure and Ctrl-C.
// Options (env): BENCH_WEB_PORTS (3230,3231), BENCH_BACKEND_PORTS (4230,4231), BENCH_LB_PORT (8230),
// BENCH_BACKEND_LB_PORT (4239), BENCH_PG_PORT (55430), BENCH_JOBS (40), BENCH_CHECKS (120),
// BENCH_CONNECTIONS (8), BENCH_PG_DOWN_MS (3000), BENCH_VERBOSE=1 (server logs).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { startNginx } from './lib/nginx.mjs';
import { startPrivatePostgres } from './lib/private-postgres.mjs';
import { ensureBuild, exitOnce, startBackend, startWeb, waitForHttp } from './lib/processes.mjs';
import { checkInLoad, queuedJobsOnce, restartDuringLoad } from './lib/cluster-claims.mjs';
import { sessionClaims } from './lib/cluster-sessions.mjs';
import { liveClaims } from './lib/cluster-live.mjs';
import { requestIdClaim } from './lib/cluster-logs.mjs';

const ports = (v, d) => (v || d).split(',').map(Number);
const [webA, webB] = ports(process.env.BENCH_WEB_PORTS, '3230,3231');
const [backA, backB] = ports(process.env.BENCH_BACKEND_PORTS, '4230,4231');
const lbPort = Number(process.env.BENCH_LB_PORT || 8230);
const backendLbPort = Number(process.env.BENCH_BACKEND_LB_PORT || 4239);
const pgPort = Number(process.env.BENCH_PG_PORT || 55430);
const quiet = !process.env.BENCH_VERBOSE;

const temp = [];
let pg = null;
const { exit, stopping } = exitOnce({
  afterStop: () => {
    try {
      pg?.remove();
    } catch (err) {
      console.error(`[bench] could not remove the private PostgreSQL: ${err.message}`);
    }
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  },
});
const tempDir = (name) => {
  const dir = mkdtempSync(join(tmpdir(), `crewdeck-cluster-${name}-`));
  temp.push(dir);
  return dir;
};

const results = [];
/** Records and prints one claim. */
function claim(n, title, pass, figures) {
  results.push({ n, title, pass });
  console.log(`\n${pass ? 'PASS' : 'FAIL'}  ${n}. ${title}`);
  for (const line of figures) console.log(`      ${line}`);
}

async function main() {
  const started = Date.now();
  const vapid = webpush.generateVAPIDKeys();
  const env = {
    ...process.env,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    SECURE_COOKIES: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    SEED_DEMO: 'true',
    JOB_POLL_MS: '200',
    // Never a developer's `.env`: only what is set here (lib/node-http/env-file.mjs).
    ENV_FILE: 'none',
  };
  await ensureBuild({ env });
  pg = startPrivatePostgres({
    port: pgPort,
    log: (l) => console.log(`[bench] ${l.replace(/^\[pg\] /, 'postgres: ')}`),
  });
  env.DATABASE_URL = pg.url;

  const backends = {};
  // Each process's log, kept in a file whatever BENCH_VERBOSE says (claim 8 reads them).
  const logs = { web: {}, backend: {} };
  const logFile = (side, name, dir) => {
    const file = join(dir, `${name}.log`);
    (logs[side][name] ??= []).push(file);
    return file;
  };
  const startBackendNamed = async (name, port) => {
    const dataDir = tempDir(name);
    const child = startBackend({ port, dataDir, env, quiet, name, logFile: logFile('backend', name, dataDir) });
    await waitForHttp(`http://127.0.0.1:${port}/api/v1/status`, child, { timeoutMs: 300_000 });
    backends[name] = child;
    return child;
  };
  let t0 = Date.now();
  // The first one migrates and seeds (under the advisory lock); the second finds it done.
  await startBackendNamed('backend-a', backA);
  console.log(`[bench] backend A up (migrated and seeded) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  t0 = Date.now();
  await startBackendNamed('backend-b', backB);
  console.log(`[bench] backend B up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const nginx = startNginx(
    [
      { name: 'webs', listen: lbPort, upstreams: [webA, webB] },
      { name: 'backends', listen: backendLbPort, upstreams: [backA, backB] },
    ],
    { quiet },
  );
  temp.push(nginx.prefix);
  const backendUrl = `http://127.0.0.1:${backendLbPort}`;
  const webs = {};
  for (const [name, port] of [
    ['web-a', webA],
    ['web-b', webB],
  ]) {
    webs[name] = startWeb({ port, backendUrl, env, quiet, name, logFile: logFile('web', name, tempDir(name)) });
  }
  await Promise.all(
    Object.entries(webs).map(([name, c]) => waitForHttp(`http://localhost:${name === 'web-a' ? webA : webB}/login`, c)),
  );
  await waitForHttp(`http://localhost:${lbPort}/api/ready`, nginx.child);
  for (const c of [...Object.values(backends), ...Object.values(webs), nginx.child]) {
    c.exited.then(({ code, signal }) => {
      if (!stopping() && !c.killedOnPurpose)
        console.error(`[bench] ${c.label} exited (${code ?? signal}) during the run`);
    });
  }
  console.log(
    `[bench] cluster up: nginx :${lbPort} → web :${webA}, :${webB}; nginx :${backendLbPort} → backend :${backA}, :${backB}; PostgreSQL :${pgPort}`,
  );

  const ctx = {
    web: { a: `http://localhost:${webA}`, b: `http://localhost:${webB}`, lb: `http://localhost:${lbPort}` },
    backend: { a: `http://127.0.0.1:${backA}`, b: `http://127.0.0.1:${backB}` },
    pg,
    backends,
    webs,
    restartBackendA: () => startBackendNamed('backend-a', backA),
    logs,
    claim,
  };
  await sessionClaims(ctx);
  await queuedJobsOnce(ctx, Number(process.env.BENCH_JOBS || 40));
  await checkInLoad(ctx, {
    count: Number(process.env.BENCH_CHECKS || 120),
    connections: Number(process.env.BENCH_CONNECTIONS || 8),
  });
  await restartDuringLoad(ctx, {
    downMs: Number(process.env.BENCH_PG_DOWN_MS || 3000),
    connections: Number(process.env.BENCH_CONNECTIONS || 8),
  });
  await liveClaims(ctx);
  await requestIdClaim(ctx);

  const failed = results.filter((r) => !r.pass);
  console.log(
    `\n${results.length - failed.length} of ${results.length} claims PASS` +
      (failed.length ? `; FAIL: ${failed.map((r) => r.n).join(', ')}` : '') +
      ` (the whole run: ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  await exit(failed.length ? 1 : 0);
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  void exit(1);
});
