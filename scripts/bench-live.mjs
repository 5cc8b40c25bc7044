#!/usr/bin/env node
// `npm run bench:live`: live screens under load. BENCH_STREAMS (200) streams of changes open on ONE
// web process (the built web server, with ONE backend) while a planner makes BENCH_WRITES_PER_S
// (20) writes a second for BENCH_SECONDS (20), each a change of a crew through the web app, as
// a browser's would be (PUT /api/v1/projectCrews/{id}). The streams are planners' and office's,
// which hear every note of the tenant: every write reaches every stream.
// Printed, in one run:
//  - the delivery delay of the notes, from the write's transaction (the note's `at`) to its
//    arrival on each stream: p50, p95, p99, beside the goal (p99 <= 1 s);
//  - the web process's memory per open stream (its RSS with the streams open, less before);
//  - the web process's extra CPU per note and per delivered event;
//  - the writes' latency (p50/p95/p99) with the streams open, beside the same writes without any
//    stream, measured first in the same run: the goal is within 10 %.
// A benchmark, not a test: it prints whether the goals were met and never fails on them.
// Options (env): BENCH_STREAMS, BENCH_WRITES_PER_S, BENCH_SECONDS, BENCH_WEB_PORT (3240),
// BENCH_BACKEND_PORT (4240), BENCH_DATABASE_URL (a PostgreSQL server to seed a database on;
// default: a throwaway PGlite).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Agent } from 'undici';
import { openChangeStream } from './lib/change-stream-reader.mjs';
import { ms, percentile, table } from './lib/bench-report.mjs';
import { groupCpuSeconds, ownCpuSeconds } from './lib/cpu-time.mjs';
import { sleep, webCall, webLogin } from './lib/cluster-http.mjs';
import { throwawayDemo } from './lib/processes.mjs';

const env = process.env;
const streams = Number(env.BENCH_STREAMS || 200);
const perSecond = Number(env.BENCH_WRITES_PER_S || 20);
const seconds = Number(env.BENCH_SECONDS || 20);
const webPort = Number(env.BENCH_WEB_PORT || 3240);
const backendPort = Number(env.BENCH_BACKEND_PORT || 4240);
const web = `http://localhost:${webPort}`;
const demo = throwawayDemo({ name: 'bench-live', webPort, backendPort, databaseUrl: env.BENCH_DATABASE_URL });
const dispatcher = new Agent({ connections: streams + 50, keepAliveTimeout: 30_000 });
/**
 * A crew's change names the version it is based on (lib/domain/versions.ts). The writes here
 * overwrite whatever is there: this measures the notes' delivery, not refusals. The version is
 * still claimed (the crew locked and read) as for any change.
 */
const ANY_VERSION = { 'if-match': '*' };

/** The resident memory of a process, in MB (Linux /proc). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
/**
 * The lowest resident memory over 4 s of quiet, sampled every 100 ms: what the process holds once
 * its garbage collector has run, rather than what it has not collected yet.
 */
async function settledRssMb(pid) {
  let low = Infinity;
  for (let i = 0; i < 40; i++) {
    low = Math.min(low, rssMb(pid));
    await sleep(100);
  }
  return low;
}

/** `perSecond` writes a second for `seconds`, each a change of one of `crews` in turn; their latencies. */
async function writeLoad(cookie, crews) {
  const latencies = [];
  const failures = [];
  const pending = [];
  const total = perSecond * seconds;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const crewId = crews[i % crews.length];
    pending.push(
      (async () => {
        const t0 = performance.now();
        const r = await webCall(web, 'PUT', `/api/v1/projectCrews/${crewId}`, {
          cookie,
          json: { comment: `live bench ${i}` },
          headers: ANY_VERSION,
        });
        if (r.status === 200) latencies.push(performance.now() - t0);
        else failures.push(r.status);
      })(),
    );
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

const row = (name, sorted, extra = '') => [
  name,
  sorted.length,
  ms(percentile(sorted, 50)),
  ms(percentile(sorted, 95)),
  ms(percentile(sorted, 99)),
  extra,
];

async function main() {
  const { web: webChild, backend: backendChild } = await demo.start({ quiet: true, timeoutMs: 600_000 });
  const planner = await webLogin(web, 'planner@example.com');
  const office = await webLogin(web, 'office@example.com');
  if (planner.status !== 200 || office.status !== 200) throw new Error('the demo logins failed');
  const crews = (await webCall(web, 'GET', '/api/v1/projects/1/crews', { cookie: planner.cookie })).body.data
    .map((c) => c.id)
    .slice(0, perSecond);
  // Warm up: the routes' first calls are not what is measured.
  for (const id of crews)
    await webCall(web, 'PUT', `/api/v1/projectCrews/${id}`, {
      cookie: planner.cookie,
      json: { comment: 'warm' },
      headers: ANY_VERSION,
    });

  // CPU seconds of the web process, the backend and this client (which reads every stream).
  const cpu = () => [groupCpuSeconds(webChild.pid), groupCpuSeconds(backendChild.pid), ownCpuSeconds()];
  const spent = (from) => cpu().map((v, i) => v - from[i]);
  let c0 = cpu();
  const alone = await writeLoad(planner.cookie, crews);
  const [cpuAlone, backendAlone, clientAlone] = spent(c0);
  if (alone.latencies.length === 0) throw new Error(`every write failed, the first with ${alone.failures[0]}`);

  const rssBefore = await settledRssMb(webChild.pid);
  const open = [];
  for (let i = 0; i < streams; i++)
    open.push(await openChangeStream(web, (i % 2 ? office : planner).cookie, { dispatcher }));
  const rssOpen = await settledRssMb(webChild.pid);

  c0 = cpu();
  const withStreams = await writeLoad(planner.cookie, crews);
  await sleep(2000); // the last notes arrive
  const [cpuWith, backendWith, clientWith] = spent(c0);

  const delays = [];
  let notes = 0;
  for (const s of open) {
    for (const n of s.notes) {
      if (n.topic !== 'crew') continue;
      delays.push(performance.timeOrigin + n.arrivedAt - Date.parse(n.at));
    }
    notes = Math.max(notes, s.notes.filter((n) => n.topic === 'crew').length);
    s.close();
  }
  delays.sort((a, b) => a - b);
  const written = withStreams.latencies.length;
  const delivered = delays.length;

  console.log(`\n${streams} streams on one web process, ${perSecond} writes/s for ${seconds} s\n`);
  console.log(
    table([
      ['', 'n', 'p50', 'p95', 'p99', 'goal'],
      row('note delivery (write to stream)', delays, 'p99 <= 1000 ms'),
      row('writes with the streams open', withStreams.latencies, 'p99 within 10 % of without'),
      row('the same writes, no stream (reference)', alone.latencies, ''),
    ]),
  );
  const p99 = percentile(delays, 99);
  const ratio = percentile(withStreams.latencies, 99) / percentile(alone.latencies, 99);
  console.log(`
notes written ${written} (failed writes: ${withStreams.failures.length} with streams, ${alone.failures.length} without); the fullest stream heard ${notes}; events delivered ${delivered} of ${written * streams}
web process memory: ${rssBefore.toFixed(1)} MB before, ${rssOpen.toFixed(1)} MB with ${streams} streams open: ${(((rssOpen - rssBefore) * 1024) / streams).toFixed(1)} kB per stream
web process CPU: ${cpuAlone.toFixed(2)} s for the writes alone, ${cpuWith.toFixed(2)} s with the streams: ${(((cpuWith - cpuAlone) * 1000) / Math.max(1, written)).toFixed(2)} ms more per note, ${(((cpuWith - cpuAlone) * 1e6) / Math.max(1, delivered)).toFixed(1)} µs per delivered event
the same run's other CPU (alone → with streams): backend ${backendAlone.toFixed(2)} → ${backendWith.toFixed(2)} s, this client ${clientAlone.toFixed(2)} → ${clientWith.toFixed(2)} s, on ${availableParallelism()} cores
goal p99 delivery <= 1 s: ${p99 <= 1000 ? 'met' : 'NOT met'} (${ms(p99)}); writes' p99 with streams / without: ${ratio.toFixed(2)} (${ratio <= 1.1 ? 'met' : 'NOT met'})
`);
  await dispatcher.close();
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
