// `npm run bench:backend`: seeds SEED_SCALE (default 10) demo data into a fresh PGlite and a
// fresh PostgreSQL database, starts the real backend on each, and measures the latency of the
// two hottest list calls with sequential requests, beside their goals. On both
// drivers it also prints EXPLAIN ANALYZE of the very statements the two calls run (planning
// time, execution time, the top of the plan), so that a missing index or a bad plan shows up
// here before it shows in production.
//   BENCH_DATABASE_URL  admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_REQUESTS      measured requests per endpoint (default 200, after 20 warm-up requests)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql, type SQL } from 'drizzle-orm';
import { postgresDemo } from './lib/demo-databases.mjs';
import { loadavg } from 'node:os';
import { createApp } from '../lib/backend/app';
import { openDatabase, type Db, type TDatabase } from '../lib/backend/db/client';
import { tenantHosts, users } from '../lib/backend/db/schema';
import type { TAuth } from '../lib/backend/context';
import { listJobs } from '../lib/backend/services/planning/jobs';
import { listProjects, tenantToday } from '../lib/backend/services/projects/list';
import { prepareDatabase } from '../lib/backend/seed/prepare';
import webpush from 'web-push';
import type { TBackendConfig } from '../lib/backend/env';
import { createMailer } from '../lib/backend/services/mail';

const SCALE = Number(process.env.SEED_SCALE ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HEADERS = { 'x-forwarded-host': 'localhost', type: 'MOBILE' };

/** The goals are p95 on either driver. */
const ENDPOINTS = [
  {
    label: 'GET /api/v1/jobs?list=upcoming',
    path: '/api/v1/jobs?list=upcoming',
    user: 'crew@example.com',
    goalP95: 20,
  },
  {
    label: 'GET /api/v1/projects?limit=1000',
    path: '/api/v1/projects?limit=1000',
    user: 'planner@example.com',
    goalP95: 30,
  },
] as const;

type TResult = {
  endpoint: string;
  driver: string;
  status: string;
  goalP95: number;
  p50?: number;
  p95?: number;
  p99?: number;
  rows?: string;
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function startApp(database: TDatabase) {
  const config: TBackendConfig = {
    port: 0,
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'Crewdeck Bench <bench@crewdeck.local>',
    seedDemo: true,
    seedScale: SCALE,
    jobPollMs: 1000,
    publicScheme: 'http',
    push: { vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@crewdeck.local' }, extraHosts: [] },
    reminderSweepMs: 60000,
  };
  const mailer = createMailer({ from: config.mailFrom, log: () => {} });
  const app = createApp({ db: database.db, config, mailer }, { logErrors: true });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (res.status !== 200 || !body.data?.token) throw new Error(`login ${username} failed with ${res.status}`);
  return body.data.token;
}

function rowsOf(body: unknown): string {
  const b = body as { data?: unknown; meta?: { total?: number } } | null;
  const list = Array.isArray(b?.data)
    ? b.data
    : Array.isArray((b?.data as { items?: unknown })?.items)
      ? (b!.data as { items: unknown[] }).items
      : null;
  if (!list) return '-';
  return b?.meta?.total !== undefined && b.meta.total !== list.length
    ? `${list.length} of ${b.meta.total}`
    : String(list.length);
}

async function measure(url: string, driver: string): Promise<TResult[]> {
  const results: TResult[] = [];
  const tokens = new Map<string, string>();
  for (const e of ENDPOINTS) {
    const token = tokens.get(e.user) ?? (await login(url, e.user));
    tokens.set(e.user, token);
    const get = async () => {
      const res = await fetch(`${url}${e.path}`, { headers: { ...HEADERS, authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    };
    const first = await get();
    if (first.status !== 200) {
      const note =
        first.status === 404
          ? '404: endpoint not available yet'
          : `${first.status}: ${JSON.stringify(first.body).slice(0, 80)}`;
      results.push({ endpoint: e.label, driver, status: note, goalP95: e.goalP95 });
      continue;
    }
    for (let i = 1; i < WARM_UP; i++) await get();
    const times: number[] = [];
    const statuses = new Set<number>();
    let last = first;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      last = await get();
      times.push(performance.now() - t0);
      statuses.add(last.status);
    }
    times.sort((a, b) => a - b);
    results.push({
      endpoint: e.label,
      driver,
      // Every status seen: a 401 half way (a token that expired on a very slow run) must show.
      status: [...statuses].join('+'),
      goalP95: e.goalP95,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      rows: rowsOf(last.body),
    });
  }
  return results;
}

/** The caller as the auth middleware would see them, for calling the services directly. */
async function authOf(db: Db, username: string): Promise<TAuth> {
  const [u] = await db
    .select({ tenantId: users.tenantId, userId: users.id, personId: users.personId, loginTypes: users.loginTypes })
    .from(users)
    .innerJoin(tenantHosts, eq(tenantHosts.tenantId, users.tenantId))
    .where(sql`${tenantHosts.host} = 'localhost' and ${users.username} = ${username}`);
  if (!u) throw new Error(`no user ${username} on localhost`);
  return {
    ...u,
    loginTypes: u.loginTypes as TAuth['loginTypes'],
    type: 'user',
    contactNumber: null,
    projectId: null,
    plusCrewId: null,
  };
}

/** The one statement a service runs through `db.execute`, caught instead of run. */
async function statementOf(db: Db, call: (db: Db) => Promise<unknown>): Promise<SQL> {
  let caught: SQL | null = null;
  const catching = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (q: SQL) => {
            caught = q;
            return Promise.resolve({ rows: [] });
          }
        : Reflect.get(target, key, receiver),
  });
  await call(catching);
  if (!caught) throw new Error('the service ran no statement through db.execute');
  return caught;
}

const EXPLAIN_RUNS = 5;
const PLAN_LINES = 14;

/** EXPLAIN ANALYZE of the statements behind the two calls, on either driver: the median
 *  planning and execution time of a few runs, and the top of the last plan. */
async function explainHotStatements(db: Db, driver: string) {
  const crew = await authOf(db, 'crew@example.com');
  const planner = await authOf(db, 'planner@example.com');
  const today = await tenantToday(db, planner.tenantId);
  const statements = [
    {
      name: ENDPOINTS[0].label,
      sql: await statementOf(db, (d) => listJobs(d, crew, 'upcoming', { limit: 1000, offset: 0 })),
    },
    {
      name: ENDPOINTS[1].label,
      sql: await statementOf(db, (d) => listProjects(d, planner, { limit: 1000, page: 1, today })),
    },
  ];
  const [counts] = (
    await db.execute<{ a: string; p: string }>(
      sql`select (select count(*) from assignments) a, (select count(*) from projects) p`,
    )
  ).rows;
  console.log(`\n${driver}: EXPLAIN ANALYZE (assignments: ${counts!.a} rows, projects: ${counts!.p} rows)`);
  for (const s of statements) {
    const planning: number[] = [];
    const execution: number[] = [];
    let plan: string[] = [];
    for (let i = 0; i < EXPLAIN_RUNS; i++) {
      const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, costs off, summary on) ${s.sql}`,
      );
      plan = rows.map((r) => r['QUERY PLAN']);
      const ms = (label: string) => Number(/([\d.]+) ms/.exec(plan.find((l) => l.startsWith(label)) ?? '')?.[1]);
      planning.push(ms('Planning Time'));
      execution.push(ms('Execution Time'));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);
    console.log(
      `\n-- ${s.name}: planning ${median(planning)} ms, execution ${median(execution)} ms (median of ${EXPLAIN_RUNS})`,
    );
    const body = plan.filter((l) => !/^(Planning|Execution) Time/.test(l));
    console.log(
      body
        .slice(0, PLAN_LINES)
        .map((l) => `   ${l}`)
        .join('\n'),
    );
    if (body.length > PLAN_LINES) console.log(`   ... ${body.length - PLAN_LINES} more plan lines`);
    // Where the time goes below the top: the deeper nodes that alone took a fifth of it or more.
    const exec = Number(median(execution));
    const heavy = body
      .slice(PLAN_LINES)
      .filter((l) => Number(/actual time=[\d.]+\.\.([\d.]+)/.exec(l)?.[1] ?? 0) >= exec / 5);
    if (heavy.length) console.log(`   heaviest nodes further down:\n${heavy.map((l) => `   ${l}`).join('\n')}`);
  }
}

async function runDriver(driver: 'pglite' | 'postgres'): Promise<TResult[] | null> {
  let cleanup: () => Promise<void>;
  let databaseUrl: string | undefined;
  let dataDir: string | null = null;
  if (driver === 'postgres') {
    const databases = postgresDemo({ name: 'bench', adminUrl: PG_ADMIN_URL });
    try {
      databaseUrl = await databases.seedDatabase();
    } catch (err) {
      console.log(
        `PostgreSQL: skipped, server unreachable at ${PG_ADMIN_URL} (${err instanceof Error ? err.message : String(err)})`,
      );
      return null;
    }
    cleanup = databases.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'crewdeck-bench-'));
    dataDir = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const t0 = performance.now();
      await prepareDatabase(database, { seedDemo: true, seedScale: SCALE });
      console.log(
        `${driver}: migrated and seeded SEED_SCALE=${SCALE} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      // prepareDatabase analyzed the freshly seeded tables (lib/backend/db/analyze.ts).
      const app = await startApp(database);
      try {
        console.log(`${driver}: measuring (load average ${load()})`);
        const results = await measure(app.url, driver);
        await explainHotStatements(database.db, driver);
        return results;
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await cleanup();
  }
}

function printTable(results: TResult[]) {
  const head = ['endpoint', 'driver', 'status', 'p50 ms', 'p95 ms', 'p99 ms', 'goal p95', 'met', 'rows'];
  const body = results.map((r) => [
    r.endpoint,
    r.driver,
    r.status,
    r.p50?.toFixed(1) ?? '-',
    r.p95?.toFixed(1) ?? '-',
    r.p99?.toFixed(1) ?? '-',
    `≤ ${r.goalP95}`,
    r.p95 === undefined ? '-' : r.p95 <= r.goalP95 && r.status === '200' ? 'yes' : 'NO',
    r.rows ?? '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 3 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(`\nSequential requests: ${WARM_UP} warm-up, then ${REQUESTS} measured per endpoint and driver.`);
  console.log(`Load average now (1, 5, 15 min): ${load()}; the machine's other work counts in these figures.`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

async function main() {
  const results: TResult[] = [];
  for (const driver of ['pglite', 'postgres'] as const) results.push(...((await runDriver(driver)) ?? []));
  const sorted = ENDPOINTS.flatMap((e) => results.filter((r) => r.endpoint === e.label));
  printTable(sorted);
}

main().catch((err) => {
  console.error('[bench:backend] failed:', err);
  process.exit(1);
});
