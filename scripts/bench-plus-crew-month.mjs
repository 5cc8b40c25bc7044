#!/usr/bin/env node
// `node scripts/bench-plus-crew-month.mjs`: how a plus crew's month should load — three calls
// (one per daily value type: Actual Turnover, Staff Hours, Target Turnover, sent together) or
// one batched call — measured in one run on the built app, started like e2e does, as the
// plus-crew (PCID) login of the demo. Each month load is timed through the web app's proxy
// (the browser's path) and straight on the backend; the two ways take turns, so that both see
// the same machine. Not part of `npm test`.
// Options (env): BENCH_WEB_PORT (3200), BENCH_BACKEND_PORT (4200), BENCH_LOADS (200).
import { sessionCookie } from './lib/demo-login.mjs';
import { throwawayDemo } from './lib/processes.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT || 3200);
const backendPort = Number(process.env.BENCH_BACKEND_PORT || 4200);
const loads = Number(process.env.BENCH_LOADS || 200);
const WARM_UP = 20;
const web = `http://127.0.0.1:${webPort}`;
const backend = `http://127.0.0.1:${backendPort}`;
const host = `localhost:${webPort}`;
const demo = throwawayDemo({ name: 'bench-plus-crews', webPort, backendPort });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(2)} ms`;

/** The PCID login of the demo through the web app: its session cookie. */
async function pcidCookie() {
  const res = await fetch(`${web}/auth/link?PCID=1&Password=demo`, {
    headers: { 'x-forwarded-host': host },
    redirect: 'manual',
  });
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`PCID login failed: ${res.status}`);
  return cookie;
}

/** The same login straight on the backend: a bearer token. */
async function bearerToken() {
  const res = await fetch(`${backend}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, type: 'MOBILE' },
    body: JSON.stringify({ plusCrewId: 1, password: 'demo' }),
  });
  const body = await res.json();
  if (!body.data?.token) throw new Error(`PCID token failed: ${res.status}`);
  return body.data.token;
}

function client(base, headers) {
  return async (path) => {
    const res = await fetch(`${base}/api/v1${path}`, { headers });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 120)}`);
    return { bytes: text.length, body: JSON.parse(text) };
  };
}

function currentMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { dateFrom: `${prefix}01`, dateTo: `${prefix}${String(last).padStart(2, '0')}` };
}

async function measure(label, get, typeIds, range) {
  const query = `dateFrom=${range.dateFrom}&dateTo=${range.dateTo}`;
  const ways = {
    'three calls': async () =>
      (await Promise.all(typeIds.map((id) => get(`/plusCrews/501/valueTypes/${id}/data?${query}`)))).reduce(
        (n, r) => n + r.bytes,
        0,
      ),
    'one batched call': async () => (await get(`/plusCrews/501/data?${query}`)).bytes,
  };
  const times = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
  const bytes = {};
  for (let i = 0; i < WARM_UP + loads; i++) {
    // Take turns, starting with the other one every second round.
    const order = i % 2 === 0 ? Object.keys(ways) : Object.keys(ways).reverse();
    for (const way of order) {
      const t0 = performance.now();
      bytes[way] = await ways[way]();
      if (i >= WARM_UP) times[way].push(performance.now() - t0);
    }
  }
  return Object.keys(ways).map((way) => {
    const sorted = times[way].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    return [label, way, ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(mean), String(bytes[way])];
  });
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r, ri) => {
      const line = r.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('   ');
      return ri === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('   ')}` : line;
    })
    .join('\n');
}

async function main() {
  await demo.start({ quiet: true });
  const viaProxy = client(web, { cookie: await pcidCookie(), 'x-forwarded-host': host });
  const direct = client(backend, {
    authorization: `Bearer ${await bearerToken()}`,
    'x-forwarded-host': host,
    type: 'MOBILE',
  });
  const types = (await viaProxy('/plusCrews/valueTypes')).body.data;
  const typeIds = ['actualTurnover', 'staffHours', 'targetTurnover'].map(
    (code) => types.find((t) => t.code === code).id,
  );
  const range = currentMonth();

  console.log(`\nA month's load of plus crew 501 (${range.dateFrom} to ${range.dateTo}), ${loads} loads each way\n`);
  const rows = [
    ['path', 'way', 'p50', 'p95', 'mean', 'bytes'],
    ...(await measure('browser → proxy → backend', viaProxy, typeIds, range)),
    ...(await measure('backend directly', direct, typeIds, range)),
  ];
  console.log(table(rows));
  console.log('');
  await demo.exit(0);
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  void demo.exit(1);
});
