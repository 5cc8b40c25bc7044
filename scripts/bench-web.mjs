#!/usr/bin/env node
// `npm run bench:web`: the web app's costs, measured on the built app started like e2e does.
// 1. In one run (autocannon), side by side: the framework's floor (GET /api/live, a route handler
//    that returns a constant), a bare forward (GET /api/ready, a plain fetch of the backend's
//    /status), our proxy (GET /api/v1/status, logged-in crew session; the web server answers it
//    before Next's router, lib/bff/web-server) and the backend directly:
//    latency p50/p95/p99, requests/s, and the proxy's throughput as a share of the floor
//    (the goal: at least 75 %).
// 2. Server render time of / (and /jobs once it exists) for the crew user: median of 20.
// 3. First Load JS per route, from the build manifests (gzip, as `next build` reports it).
// Options (env): BENCH_WEB_PORT (3200), BENCH_BACKEND_PORT (4200), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (10), NEXT_DIST_DIR.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, ms, percentile, table } from './lib/bench-report.mjs';
import { demoLogin } from './lib/demo-login.mjs';
import { firstLoadJs } from './lib/first-load.mjs';
import { distDir, throwawayDemo } from './lib/processes.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT || 3200);
const backendPort = Number(process.env.BENCH_BACKEND_PORT || 4200);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const web = `http://localhost:${webPort}`;
const backend = `http://127.0.0.1:${backendPort}`;
// The demo tenant is served on localhost (the Host header; X-Forwarded-Host counts only behind
// a trusted proxy); the port is ignored when the backend picks it.
const host = `localhost:${webPort}`;
const demo = throwawayDemo({ name: 'bench', webPort, backendPort });

const login = () => demoLogin(web, 'crew@example.com', { origin: `http://${host}` });

/** One autocannon run; latencies are collected per response so that p95 is exact. */
function load(url, headers, duration = seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let non2xx = 0;
    const instance = autocannon({ url, headers, connections, duration }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      resolve({
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        rps: result.requests.average,
        total: result.requests.total,
        non2xx: non2xx + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status < 200 || status >= 300) non2xx += 1;
    });
  });
}

async function renderTimes(path, cookie, n = 20) {
  const times = [];
  let status = 0;
  for (let i = 0; i < n + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(`${web}${path}`, { headers: { cookie }, redirect: 'manual' });
    await res.arrayBuffer();
    status = res.status;
    if (i >= 2) times.push(performance.now() - t0); // two warm-up renders
  }
  return { status, median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

/** URL paths of the pages in the build (route groups dropped), to bench /jobs only once it exists. */
function builtPages() {
  const file = join(distDir(), 'server', 'app-paths-manifest.json');
  if (!existsSync(file)) return new Set();
  return new Set(
    Object.keys(JSON.parse(readFileSync(file, 'utf8')))
      .filter((entry) => entry.endsWith('/page'))
      .map((entry) => entry.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/'),
  );
}

async function main() {
  await demo.start({ quiet: true });
  const cookie = await login();

  console.log(`\nThroughput, ${connections} connections, ${seconds} s each (after a 2 s warm-up each)\n`);
  const proxied = { cookie };
  const targets = [
    ['floor: a constant route handler (/api/live)', `${web}/api/live`, {}],
    ['reference: a bare fetch forward (/api/ready)', `${web}/api/ready`, {}],
    ['our proxy, logged in (/api/v1/status)', `${web}/api/v1/status`, proxied],
    ['the backend directly (/api/v1/status)', `${backend}/api/v1/status`, {}],
  ];
  const results = [];
  for (const [, url, headers] of targets) {
    await load(url, headers, 2);
    results.push(await load(url, headers));
  }
  const [floor, , viaProxy, direct] = results;
  const row = (name, r) => [
    name,
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    r.rps.toFixed(0),
    `${((r.rps / floor.rps) * 100).toFixed(0)} %`,
    r.non2xx,
  ];
  console.log(
    table([
      ['', 'p50', 'p95', 'p99', 'req/s', 'of floor', 'errors'],
      ...targets.map(([name], i) => row(name, results[i])),
    ]),
  );
  console.log(
    `\nproxy: ${((viaProxy.rps / floor.rps) * 100).toFixed(0)} % of the floor (goal: at least 75 %); ` +
      `adds ${ms(viaProxy.p50 - direct.p50)} at p50 to the backend's own time`,
  );

  console.log('\nServer render time, crew user, 20 sequential requests (after 2 warm-up)\n');
  const renders = [['route', 'status', 'median', 'min', 'max']];
  const pages = builtPages();
  for (const path of ['/', '/jobs']) {
    if (!pages.has(path)) {
      renders.push([path, '', 'no such page in this build', '', '']);
      continue;
    }
    const r = await renderTimes(path, cookie);
    renders.push([path, r.status, ms(r.median), ms(r.min), ms(r.max)]);
  }
  console.log(table(renders));

  console.log('\nFirst Load JS per route (gzip)\n');
  const { routes, shell } = firstLoadJs(distDir());
  console.log(
    routes.length
      ? table([
          ['route', 'First Load JS'],
          ...routes.map((r) => [r.route, `${r.kb.toFixed(1)} kB`]),
          ['(shell: root and shell layouts)', `${shell.toFixed(1)} kB`],
        ])
      : '(no app-build-manifest.json)',
  );
  console.log('');
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
