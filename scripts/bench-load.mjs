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
// success gives its attempt back), so at most LOGIN_CONCURRENCY (4) logins run at once: the
// bench never trips the brute-force limit, and a 429 would show as an error.
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
//
// This file is the flow; the parts are in scripts/lib/: load-sessions.mjs (a session's HTTP and
// the login limit), load-setup.mjs (the crew days and the "alone" columns), load-generator.mjs
// (the sessions and the floor probes of the run), load-recorder.mjs (what counts) and
// load-report.mjs (the table and the CPU seconds).
import { Agent } from 'undici';
import { runLoad } from './lib/load-generator.mjs';
import { sessionRoles } from './lib/load-mix.mjs';
import { loadRecorder } from './lib/load-recorder.mjs';
import { cpuBetween, cpuNow, loadAverage, printReport } from './lib/load-report.mjs';
import { sessionHttp } from './lib/load-sessions.mjs';
import { crewDays, timesAlone } from './lib/load-setup.mjs';
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

const web = `http://localhost:${webPort}`;
const host = `localhost:${webPort}`;
const backend = `http://127.0.0.1:${backendPort}`;
const demo = throwawayDemo({ name: 'bench-load', webPort, backendPort });
// Keep-alive connections, one or two per session, as browsers keep theirs.
const dispatcher = new Agent({ connections: sessions * 2, keepAliveTimeout: 30_000, pipelining: 1 });
const recorder = loadRecorder();
const http = sessionHttp({ web, dispatcher, recorder });

async function main() {
  // The seeding alone took over two minutes on a busy machine.
  const children = await demo.start({ quiet: true, timeoutMs: 600_000 });
  const roles = sessionRoles(sessions);
  const days = await crewDays(http, [...new Set(roles.filter((r) => r.role === 'crew').map((r) => r.username))]);
  for (const [username, day] of days) {
    console.log(
      day ? `${username}: checks in to crew ${day.crewId}` : `${username}: no crew today (no check-in, no photos)`,
    );
  }
  const all = roles.map((r) => ({ ...r, cookie: null, crewDay: days.get(r.username) ?? null }));
  const alone = await timesAlone(http, all, { backend, host, dispatcher });

  console.log(
    `\n${sessions} sessions for ${seconds} s (think time 0–${2 * thinkMs} ms, refresh every ` +
      `${refreshMs / 1000} s, new login after ${sessionMs / 1000} s ± half, ramp ${rampMs / 1000} s); ` +
      `load average before: ${loadAverage()}\n`,
  );
  const cpuBefore = cpuNow(children);
  recorder.start();
  const started = Date.now();
  const endsAt = started + seconds * 1000;
  await runLoad(http, all, { endsAt, backend, probes: recorder.probes, thinkMs, rampMs, sessionMs, refreshMs });
  const elapsedS = (Date.now() - started) / 1000;
  recorder.stop();
  const cpuAfter = cpuNow(children);
  console.log(`load average after: ${loadAverage()}\n`);
  printReport({
    results: recorder.results,
    probes: recorder.probes,
    alone,
    elapsedS,
    cpu: cpuBetween(cpuBefore, cpuAfter),
  });
  console.log('');
  await dispatcher.close();
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
