#!/usr/bin/env node
// `npm run bench:load`: BENCH_SESSIONS concurrent sessions (100) for
// BENCH_SECONDS (60) against ONE web process (the built web server) and ONE backend,
// started like e2e and bench:web do (a throwaway PGlite seeded with the demo data).
//
// Every request goes through the web app, as a browser's would: POST /api/session to log in,
// server-rendered pages, and /api/v1/... through the BFF's proxy. The mix (scripts/lib/load-mix.mjs):
//  - crew (60 %): home, /jobs, GET /jobs?list=upcoming, the check-in of today's crew (the crew
//    day's POST /projectCrews/{id}/checkIns, idempotent by clientId) and its photo list;
//  - planners (20 %): home, the planner board (/planner-crew and GET /plannerBoard), project lists;
//  - clients (20 %): home, projects, invoices.
// Each session waits a random think time between its requests (0 to 2 × BENCH_THINK_MS, so
// 3 s on average: a person on a phone reads a screen for a few seconds, and a screen is about
// two of these requests); 100 such sessions make up to some 30 requests a second, fewer when
// the answers are slow (a session waits for each answer before it thinks again).
//
// Logins: each session logs in as one of the demo users (a spread over the roles' users) when it
// starts, and again after BENCH_SESSION_SECONDS (± half) of use, logging out first (DELETE
// /api/session). Session starts are spread over the first BENCH_RAMP_SECONDS. The backend limits
// login attempts per username (5) and per client address (10) while they are in flight (a
// success gives its attempt back), so at most LOGIN_CONCURRENCY logins run at once: the bench
// never trips the brute-force limit, and a 429 would show as an error.
//
// Token refreshes: the BFF refreshes the backend token when the browser's timer calls POST
// /api/session/refresh (app/_components/shell/session-refresher.tsx, every 300 s), or in the
// proxy when a call arrives with a token older than that. No production knob shortens that
// interval, and the bench adds none: each session calls POST /api/session/refresh itself, as the
// browser's timer does, every BENCH_REFRESH_SECONDS (20, first one at a random moment), so that
// a 60 s run holds as many refreshes as 15 minutes of real use. The proxy's own refresh
// path is the same refreshSession() call and is not exercised separately.
//
// Before the run, one session of each role makes each of its reads once (not counted): the
// server's first renders of a page are not what 100 sessions see. Then it makes each read three
// times more, alone, and the same /api/v1 reads directly at the backend with a token of its own:
// the medians are the columns "alone" and "backend alone", what each kind costs without load and
// how much of it is the backend's.
//
// Output: per kind of request its count, errors, p50/p95/p99 in ms, and a total line, each
// beside the goal (0 errors, p99 <= 300 ms). A request counts if it started within the run; an
// error is a status other than the expected one, or no answer. A benchmark, not a test: it
// never fails on the numbers. To tell where the time goes, it also prints, from the same run,
// the load average, the CPU seconds each process used (web, backend, this client), and two
// floor probes sampled twice a second outside the totals: the web process's constant route
// (/api/live: the web process's own queueing) and the backend's /api/v1/status, called directly
// (the backend's queueing). Options (env): BENCH_SESSIONS (100), BENCH_SECONDS (60),
// BENCH_THINK_MS (3000), BENCH_REFRESH_SECONDS (20), BENCH_SESSION_SECONDS (60),
// BENCH_RAMP_SECONDS (5), BENCH_WEB_PORT (3210), BENCH_BACKEND_PORT (4210), NEXT_DIST_DIR.
import { loadavg } from 'node:os';
import { Agent, fetch } from 'undici';
import { median, ms, percentile, table } from './lib/bench-report.mjs';
import { groupCpuSeconds, ownCpuSeconds } from './lib/cpu-time.mjs';
import { crewDayOf, MIX, pickAction, sessionRoles } from './lib/load-mix.mjs';
import { throwawayDemo } from './lib/processes.mjs';

const env = process.env;
const sessions = Number(env.BENCH_SESSIONS || 100);
const seconds = Number(env.BENCH_SECONDS || 60);
const thinkMs = Number(env.BENCH_THINK_MS ?? 3000);
const refreshMs = Number(env.BENCH_REFRESH_SECONDS || 20) * 1000;
const sessionMs = Number(env.BENCH_SESSION_SECONDS || 60) * 1000;
const rampMs = Number(env.BENCH_RAMP_SECONDS ?? 5) * 1000;
const webPort = Number(env.BENCH_WEB_PORT || 3210);
const backendPort = Number(env.BENCH_BACKEND_PORT || 4210);
const GOAL_P99_MS = 300;
const LOGIN_CONCURRENCY = 4;

const web = `http://localhost:${webPort}`;
const host = `localhost:${webPort}`;
const backend = `http://127.0.0.1:${backendPort}`;
// The demo tenant is served on localhost; state-changing calls need an Origin of that host.
const origin = web;
const demo = throwawayDemo({ name: 'bench-load', webPort, backendPort });
// Keep-alive connections, one or two per session, as browsers keep theirs.
const dispatcher = new Agent({ connections: sessions * 2, keepAliveTimeout: 30_000, pipelining: 1 });

const sleep = (msecs) => new Promise((r) => setTimeout(r, Math.max(0, msecs)));
/** A think time, cut short at the end of the run. */
const think = (endsAt) => sleep(Math.min(Math.random() * 2 * thinkMs, endsAt - Date.now()));

// --- Recording ---------------------------------------------------------------------------------

/** kind → { times: number[], errors: number, statuses: Map<status, count> of the errors } */
const results = new Map();
/** The floor probes, the same way but outside the totals. */
const probes = new Map();
let recording = false;

function record(kind, time, error, status, into = results) {
  if (!recording) return;
  let r = into.get(kind);
  if (!r) into.set(kind, (r = { times: [], errors: 0, statuses: new Map() }));
  r.times.push(time);
  if (error) {
    r.errors += 1;
    r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
  }
}

// --- HTTP as a browser session -----------------------------------------------------------------

const COOKIE = 'crewdeck_session=';

/** One request of a session: timed to the last byte, the session cookie kept up to date. */
async function call(session, kind, { path, method = 'GET', json, ok = [200] }, { base = web, into = results } = {}) {
  const headers = { cookie: session.cookie ?? '', accept: path.startsWith('/api/') ? 'application/json' : 'text/html' };
  if (method !== 'GET') headers.origin = origin;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  let status = 'no answer';
  let body = null;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
      dispatcher,
    });
    body = await res.text();
    status = res.status;
    const set = res.headers.getSetCookie().find((c) => c.startsWith(COOKIE));
    if (set) session.cookie = set.split(';')[0];
  } catch {
    /* counted as an error below */
  }
  const error = !ok.includes(status);
  record(kind, performance.now() - started, error, status, into);
  return { status, error, body };
}

// At most LOGIN_CONCURRENCY logins in flight (see the header).
let loginsRunning = 0;
const loginQueue = [];
async function gated(fn) {
  while (loginsRunning >= LOGIN_CONCURRENCY) await new Promise((r) => loginQueue.push(r));
  loginsRunning += 1;
  try {
    return await fn();
  } finally {
    loginsRunning -= 1;
    loginQueue.shift()?.();
  }
}

async function logIn(session) {
  session.cookie = null;
  const res = await gated(() =>
    call(session, 'POST /api/session (login)', {
      path: '/api/session',
      method: 'POST',
      json: { username: session.username, password: 'demo' },
    }),
  );
  if (res.error) session.cookie = null;
  return !res.error;
}

const logOut = (session) => call(session, 'DELETE /api/session (logout)', { path: '/api/session', method: 'DELETE' });

const refresh = (session) =>
  call(session, 'POST /api/session/refresh', { path: '/api/session/refresh', method: 'POST' });

// --- Sessions ----------------------------------------------------------------------------------

/** Today's crew of each crew user (for the check-in and the photos), found before the run. */
async function crewDays(users) {
  const days = new Map();
  for (const username of users) {
    const s = { username, cookie: null };
    if (!(await logIn(s))) throw new Error(`${username}: login failed`);
    const res = await call(s, 'setup', { path: '/api/v1/jobs?list=upcoming' });
    if (res.error) throw new Error(`${username}: GET /api/v1/jobs answered ${res.status}`);
    days.set(username, crewDayOf(JSON.parse(res.body).data));
    await logOut(s);
  }
  return days;
}

/** kind → { bff, direct }: median ms of the kind's request alone, through the web app and at the backend. */
const alone = new Map();

/** A backend token of the user's own, as the BFF gets it at login (for the "backend alone" column). */
async function backendToken(username) {
  const res = await fetch(`${backend}/api/v1/auth/token`, {
    method: 'POST',
    headers: { type: 'MOBILE', 'x-forwarded-host': host, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
    dispatcher,
  });
  if (res.status !== 200) throw new Error(`${username}: backend login answered ${res.status}`);
  return (await res.json()).data.token;
}

async function timed(fn, n = 3) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * One session per role makes each read of its mix once (not recorded), then three more times,
 * alone, through the web app and (the /api/v1 reads) directly at the backend.
 */
async function warmUp(all) {
  for (const role of Object.keys(MIX)) {
    const s = { ...all.find((x) => x.role === role), cookie: null };
    if (!s.username || !(await logIn(s))) continue;
    const reads = MIX[role]
      .map(([kind, , build]) => [kind, build(s)])
      .filter(([, request]) => request && (request.method ?? 'GET') === 'GET');
    for (const [kind, request] of reads) await call(s, kind, request);
    const token = await backendToken(s.username);
    for (const [kind, request] of reads) {
      const bff = await timed(() => call(s, kind, request));
      const direct = request.path.startsWith('/api/v1/')
        ? await timed(async () => {
            const res = await fetch(`${backend}${request.path}`, {
              headers: { type: 'MOBILE', 'x-forwarded-host': host, authorization: `Bearer ${token}` },
              dispatcher,
            });
            await res.arrayBuffer();
          })
        : NaN;
      alone.set(kind, { bff, direct });
    }
    await logOut(s);
  }
}

/** The floor probes, twice a second until `endsAt`. */
async function probe(endsAt) {
  const none = { cookie: null };
  while (Date.now() < endsAt) {
    await Promise.all([
      call(none, 'web floor: GET /api/live', { path: '/api/live' }, { into: probes }),
      call(
        none,
        'backend floor: GET /api/v1/status, direct',
        { path: '/api/v1/status' },
        { base: backend, into: probes },
      ),
    ]);
    await sleep(500);
  }
}

async function runSession(session, endsAt) {
  await sleep(Math.random() * rampMs);
  while (Date.now() < endsAt) {
    if (!(await logIn(session))) {
      await think(endsAt);
      continue;
    }
    const logoutAt = Date.now() + sessionMs * (0.5 + Math.random());
    let refreshAt = Date.now() + Math.random() * refreshMs;
    while (Date.now() < Math.min(endsAt, logoutAt)) {
      if (Date.now() >= refreshAt) {
        await refresh(session);
        refreshAt += refreshMs;
      } else {
        const { kind, request } = pickAction(session);
        await call(session, kind, request);
      }
      await think(endsAt);
    }
    if (Date.now() < endsAt) await logOut(session);
  }
}

// --- Report ------------------------------------------------------------------------------------

function report(elapsedS, cpu) {
  const mark = (okay) => (okay ? 'ok' : 'MISSED');
  const rows = [
    ['kind', 'count', 'errors', 'p50', 'p95', 'p99', 'goal (0 errors, p99 <= 300 ms)', 'alone', 'backend alone'],
  ];
  const all = [];
  let errors = 0;
  for (const [kind, r] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = r.times.sort((a, b) => a - b);
    all.push(...sorted);
    errors += r.errors;
    const p99 = percentile(sorted, 99);
    rows.push([
      kind,
      sorted.length,
      r.errors,
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(p99),
      mark(r.errors === 0 && p99 <= GOAL_P99_MS),
      ms(alone.get(kind)?.bff),
      ms(alone.get(kind)?.direct),
    ]);
  }
  all.sort((a, b) => a - b);
  const p99 = percentile(all, 99);
  rows.push([
    `total (${(all.length / elapsedS).toFixed(0)} req/s)`,
    all.length,
    errors,
    ms(percentile(all, 50)),
    ms(percentile(all, 95)),
    ms(p99),
    mark(errors === 0 && p99 <= GOAL_P99_MS),
    '',
    '',
  ]);
  for (const [kind, r] of probes) {
    const sorted = r.times.sort((a, b) => a - b);
    rows.push([
      `(${kind})`,
      sorted.length,
      r.errors,
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      '',
      '',
      '',
    ]);
  }
  console.log(table(rows));
  for (const [kind, r] of [...results, ...probes]) {
    if (r.errors) console.log(`errors of ${kind}: ${[...r.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  }
  console.log(
    `\ngoal: 0 errors (${errors === 0 ? 'met' : `missed: ${errors}`}), ` +
      `p99 <= ${GOAL_P99_MS} ms (${p99 <= GOAL_P99_MS ? 'met' : `missed: ${ms(p99)}`})`,
  );
  console.log(
    `CPU seconds used in the ${elapsedS.toFixed(0)} s: ` +
      Object.entries(cpu)
        .map(([name, v]) => `${name} ${Number.isFinite(v) ? v.toFixed(1) : 'n/a'}`)
        .join(', ') +
      `; per counted request: web ${ms((cpu.web * 1000) / all.length)}, backend ${ms((cpu.backend * 1000) / all.length)}`,
  );
}

/** CPU seconds so far of the web process, the backend and this client. */
const cpuNow = (children) => ({
  web: groupCpuSeconds(children.web.pid) ?? NaN,
  backend: groupCpuSeconds(children.backend.pid) ?? NaN,
  'bench client': ownCpuSeconds(),
});

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function main() {
  // The seeding alone took over two minutes on a busy machine.
  const children = await demo.start({ quiet: true, timeoutMs: 600_000 });
  const roles = sessionRoles(sessions);
  const days = await crewDays([...new Set(roles.filter((r) => r.role === 'crew').map((r) => r.username))]);
  for (const [username, day] of days) {
    console.log(
      day ? `${username}: checks in to crew ${day.crewId}` : `${username}: no crew today (no check-in, no photos)`,
    );
  }
  const all = roles.map((r) => ({ ...r, cookie: null, crewDay: days.get(r.username) ?? null }));
  await warmUp(all);

  console.log(
    `\n${sessions} sessions for ${seconds} s (think time 0–${2 * thinkMs} ms, refresh every ` +
      `${refreshMs / 1000} s, new login after ${sessionMs / 1000} s ± half, ramp ${rampMs / 1000} s); ` +
      `load average before: ${load()}\n`,
  );
  const cpuBefore = cpuNow(children);
  recording = true;
  const started = Date.now();
  const endsAt = started + seconds * 1000;
  await Promise.all([probe(endsAt), ...all.map((s) => runSession(s, endsAt))]);
  const elapsedS = (Date.now() - started) / 1000;
  recording = false;
  const cpuAfter = cpuNow(children);
  console.log(`load average after: ${load()}\n`);
  report(elapsedS, Object.fromEntries(Object.entries(cpuAfter).map(([k, v]) => [k, v - cpuBefore[k]])));
  console.log('');
  await dispatcher.close();
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
