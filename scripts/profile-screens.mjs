#!/usr/bin/env node
// `npm run profile:screens -- [screen …]`: where a screen's own main-thread time goes as it loads.
// Builds the app with the browser's source maps (PROFILE_BUILD=1, into .next-profile), starts a
// throwaway demo, and loads each screen in Debian's Chromium at Lighthouse's mobile CPU slowdown
// (4×), signed in, with the V8 sampling profiler running from navigation until the page has been
// quiet for 2 s. Each sample's function is read back to its source file by the source maps, and
// the screen's self time per file is printed beside its login's `/version` (a trivial page of the
// login area, without the shell) loaded the same way just before it: the difference is what the
// screen and the shell add.
// A screen is `path:login`, login one of crew, planner, pcid (default: the eight screens).
// Options (env): BENCH_WEB_PORT (3600), BENCH_BACKEND_PORT (4600), CHROMIUM (/usr/bin/chromium),
// PROFILE_CPU (4), PROFILE_RUNS (3: each file's figure is the median over the runs), PROFILE_TOP (25),
// PROFILE_DETAIL (parts of file names, comma-separated, whose time is split by function),
// PROFILE_TASKS (1: also list each load's long tasks — 50 ms and more at this slowdown — with
// the functions they spent most time in, inclusive, from the same samples — PROFILE_TASK_TOP of
// them (12) — and what Chrome's trace says each did; as a task's time is what Lighthouse's
// blocking time counts, this says what to split or move; the report then gives the loads' time
// of long tasks over 50 ms, a real-slowdown blocking time, beside /version's).
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { median } from './lib/bench-report.mjs';
import { demoLogin, sessionCookie } from './lib/demo-login.mjs';
import { throwawayDemo } from './lib/processes.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT || 3600);
const backendPort = Number(process.env.BENCH_BACKEND_PORT || 4600);
const web = `http://localhost:${webPort}`;
const cpu = Number(process.env.PROFILE_CPU || 4);
const runs = Number(process.env.PROFILE_RUNS || 3);
const top = Number(process.env.PROFILE_TOP || 25);
const detail = (process.env.PROFILE_DETAIL || '').split(',').filter(Boolean);
const tasks = Boolean(process.env.PROFILE_TASKS);
const taskTop = Number(process.env.PROFILE_TASK_TOP || 12);
const DEFAULT_SCREENS = [
  '/:crew',
  '/jobs:crew',
  '/crews/2:crew',
  '/personal-calendar:crew',
  '/projects/260001:planner',
  '/planner-crew:planner',
  '/planning-calendar:planner',
  'home:pcid',
];

// A build of its own, with source maps, beside the usual one.
Object.assign(process.env, { PROFILE_BUILD: '1', NEXT_DIST_DIR: '.next-profile' });
const demo = throwawayDemo({ name: 'profile', webPort, backendPort });

/** A source path as a reader knows it: our file, or the package it belongs to. */
function sourceName(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return `${pkg[1]} (package)`;
  return path.replace(/\?.*$/, '');
}

const maps = new Map();
async function consumerFor(url) {
  if (!maps.has(url))
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((r) => (r.ok ? r.json() : null))
        .then((raw) => (raw ? new SourceMapConsumer(raw) : null))
        .catch(() => null),
    );
  return maps.get(url);
}

/** The source file (or V8's name) of a profile node's function. */
async function fileOf(node) {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return { file: functionName || '(anonymous)' };
  if (!url.startsWith(web)) return { file: url };
  const consumer = await consumerFor(url);
  const pos = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return {
    file: pos?.source ? sourceName(pos.source) : new URL(url).pathname,
    fn: `${pos?.name || functionName || '(anonymous)'}:${pos?.line ?? ''}`,
  };
}

const ownCode = (file) => /^(app|lib)\//.test(file);

/**
 * Self time (ms) per source file of one CPU profile. Files named in PROFILE_DETAIL are split by
 * function, and by the nearest of our own files (app/, lib/) that called them.
 */
async function selfTimeByFile(profile) {
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const ms = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + ms);
  }
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const files = new Map();
  const resolved = async (id) => {
    if (!files.has(id)) files.set(id, await fileOf(nodes.get(id)));
    return files.get(id);
  };
  const byFile = new Map();
  for (const node of profile.nodes) {
    const ms = self.get(node.id);
    if (!ms || node.callFrame.functionName === '(idle)') continue;
    const { file, fn } = await resolved(node.id);
    let name = file;
    if (detail.some((d) => file.includes(d))) {
      let caller = null;
      for (let id = parent.get(node.id); id !== undefined && !caller; id = parent.get(id)) {
        const up = await resolved(id);
        if (ownCode(up.file)) caller = `${up.file} ${up.fn ?? ''}`;
      }
      name = `${file} › ${fn ?? ''} ‹ ${caller ?? '(no file of ours)'}`;
    }
    byFile.set(name, (byFile.get(name) ?? 0) + ms);
  }
  return byFile;
}

async function profileLoad(browser, path, cookie) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: web }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const trace = tasks ? startTrace(cdp) : null;
  await cdp.send('Profiler.start');
  await page.goto(`${web}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const events = trace ? await trace() : null;
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== path) throw new Error(`${path} ended on ${landed}`);
  const blocking = events ? await printLongTasks(path, events, profile) : null;
  return { files: await selfTimeByFile(profile), blocking };
}

/** Starts Chrome's timeline trace; the function returned ends it and resolves to its events. */
function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const started = cdp.send('Tracing.start', {
    categories: 'devtools.timeline,toplevel,__metadata',
    transferMode: 'ReportEvents',
  });
  return async () => {
    await started;
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * The page's long tasks (its renderer's main thread, 50 ms and more) and, from the profile's
 * samples inside each (V8's clock is the trace's), the functions it spent most time in, callers
 * included: a task of React's scheduler reads as its render, commit or effects, and our components.
 */
async function printLongTasks(path, events, profile) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const runTasks = (m) =>
    events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && /^(ThreadControllerImpl::)?RunTask$/.test(e.name) && e.ph === 'X',
    );
  const busiest = mains
    .map((m) => runTasks(m))
    .sort((a, b) => b.reduce((n, e) => n + e.dur, 0) - a.reduce((n, e) => n + e.dur, 0))[0];
  // Top-level tasks only: a task run inside another (a nested loop) is part of it.
  const long = (busiest ?? [])
    .filter((e) => e.dur >= 50_000)
    .sort((a, b) => a.ts - b.ts)
    .filter((e, i, all) => !all.slice(0, i).some((o) => o.ts + o.dur >= e.ts + e.dur));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const names = new Map();
  const nameOf = async (id) => {
    if (!names.has(id)) {
      const { file, fn } = await fileOf(nodes.get(id));
      names.set(id, fn ? `${fn.replace(/:\d*$/, '')} (${file.replace(/ \(package\)$/, '')})` : file);
    }
    return names.get(id);
  };
  const start = long[0]?.ts ?? 0;
  console.log(`\n${path}: ${long.length} long tasks (${cpu}× CPU)`);
  let at = profile.startTime;
  const stamps = profile.timeDeltas.map((d) => (at += d));
  for (const task of long) {
    const inclusive = new Map();
    let sampled = 0;
    for (let i = 0; i < profile.samples.length; i++) {
      if (stamps[i] < task.ts || stamps[i] >= task.ts + task.dur) continue;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      sampled += ms;
      const seen = new Set();
      for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const name = await nameOf(id);
        if (seen.has(name) || name === '(root)') continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      }
    }
    const most = [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, taskTop)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`);
    console.log(
      `  +${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms (JS sampled ${Math.round(sampled)}): ${most.join(' · ')}`,
    );
    console.log(`      trace, self: ${traceSelfTimes(events, task).join(' · ')}`);
  }
  // Each long task's time beyond 50 ms: Lighthouse's blocking time, over the whole load and at a
  // real slowdown (no simulation), so it moves with the page's own work, not with a model's.
  return long.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
}

/**
 * What Chrome's trace says a task did, by event name with each event's self time (its time less
 * the events inside it): the samples show JavaScript only, and "(program)" is the rest (parsing
 * the HTML, style, layout, compiling).
 */
function traceSelfTimes(events, task) {
  const inside = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  const add = (e, ms) => self.set(e.name, (self.get(e.name) ?? 0) + ms);
  for (const e of inside) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    if (open.length) add(open.at(-1), -e.dur / 1000);
    add(e, e.dur / 1000);
    open.push(e);
  }
  const inEvents = [...self.values()].reduce((a, b) => a + b, 0);
  self.set('(task, outside any event)', task.dur / 1000 - inEvents);
  return [...self]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`);
}

/** Each file's median self time over the runs (`files`), and with PROFILE_TASKS each load's
 *  long-task time over 50 ms (`blocking`, else null). */
async function profiled(browser, path, cookie) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await profileLoad(browser, path, cookie));
  const all = loads.map((l) => l.files);
  const files = new Set(all.flatMap((m) => [...m.keys()]));
  const byFile = new Map([...files].map((f) => [f, median(all.map((m) => m.get(f) ?? 0))]));
  return { files: byFile, blocking: tasks ? loads.map((l) => l.blocking) : null };
}

const total = (m) => [...m.values()].reduce((a, b) => a + b, 0);

function report(path, login, { files: screen, blocking }, { files: reference, blocking: referenceBlocking }) {
  const rows = [...new Set([...screen.keys(), ...reference.keys()])]
    .map((f) => [f, screen.get(f) ?? 0, reference.get(f) ?? 0])
    .sort((a, b) => b[1] - b[2] - (a[1] - a[2]))
    .slice(0, top);
  console.log(
    `\n${path} as ${login}: ${Math.round(total(screen))} ms of main-thread work (self time, median of ${runs}), ` +
      `/version ${Math.round(total(reference))} ms; the files it adds most to:`,
  );
  if (blocking) {
    const figures = (b) => `${Math.round(median(b))} ms (runs: ${b.map(Math.round).join(', ')})`;
    console.log(`  long tasks' time over 50 ms, median: ${figures(blocking)}; /version ${figures(referenceBlocking)}`);
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [file, s, r] of rows)
    console.log(
      `  ${file.padEnd(width)}  ${String(Math.round(s)).padStart(5)} ms  (/version ${String(Math.round(r)).padStart(4)} ms)`,
    );
}

async function main() {
  await demo.start({ quiet: true });
  const crew = await demoLogin(web, 'crew@example.com');
  const planner = await demoLogin(web, 'planner@example.com');
  const link = await fetch(`${web}/auth/link?PCID=1&Password=demo-link`, { redirect: 'manual' });
  const pcid = { cookie: sessionCookie(link), home: new URL(link.headers.get('location') ?? '/', web).pathname };
  const logins = { crew, planner, pcid: pcid.cookie };
  const screens = (process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_SCREENS).map((s) => {
    const at = s.lastIndexOf(':');
    const login = s.slice(at + 1);
    if (!(login in logins)) throw new Error(`${s}: the login must be one of ${Object.keys(logins).join(', ')}`);
    const path = s.slice(0, at);
    return { path: path === 'home' ? pcid.home : path, login };
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
  try {
    const references = new Map();
    for (const { path, login } of screens) {
      // A warm-up load: server caches and the build's files as a user meets them.
      await fetch(`${web}${path}`, { headers: { cookie: logins[login] } }).then((r) => r.arrayBuffer());
      if (!references.has(login)) references.set(login, await profiled(browser, '/version', logins[login]));
      report(path, login, await profiled(browser, path, logins[login]), references.get(login));
    }
  } finally {
    await browser.close();
  }
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[profile] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
