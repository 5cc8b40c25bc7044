// The figures of `npm run bench:load`: per kind of request its count, errors and p50/p95/p99
// beside the goal and its times alone, a total line and the floor probes; then the CPU seconds
// each process used and the load average, to tell where the time went. A benchmark, not a
// test: it prints whether the goal was met and never fails on it.
import { loadavg } from 'node:os';
import { ms, percentile, table } from './bench-report.mjs';
import { groupCpuSeconds, ownCpuSeconds } from './cpu-time.mjs';

const GOAL_P99_MS = 300;

/** CPU seconds so far of the web process, the backend and this client. */
export const cpuNow = (children) => ({
  web: groupCpuSeconds(children.web.pid) ?? NaN,
  backend: groupCpuSeconds(children.backend.pid) ?? NaN,
  'bench client': ownCpuSeconds(),
});

/** The CPU seconds of each process between two cpuNow() readings. */
export const cpuBetween = (before, after) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k]]));

export const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** p50, p95 and p99 of an ascending array, as table cells. */
const latencies = (sorted) => [ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(percentile(sorted, 99))];

/**
 * Prints the table, the errors' statuses, the goal and the CPU seconds. `results` and `probes`
 * as loadRecorder() keeps them, `alone` as timesAlone() finds it, `cpu` from cpuBetween().
 */
export function printReport({ results, probes, alone, elapsedS, cpu }) {
  const mark = (okay) => (okay ? 'ok' : 'MISSED');
  const rows = [
    [
      'kind',
      'count',
      'errors',
      'p50',
      'p95',
      'p99',
      `goal (0 errors, p99 <= ${GOAL_P99_MS} ms)`,
      'alone',
      'backend alone',
    ],
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
      ...latencies(sorted),
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
    ...latencies(all),
    mark(errors === 0 && p99 <= GOAL_P99_MS),
    '',
    '',
  ]);
  for (const [kind, r] of probes) {
    const sorted = r.times.sort((a, b) => a - b);
    rows.push([`(${kind})`, sorted.length, r.errors, ...latencies(sorted), '', '', '']);
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
