// `npm run bench:backend`: seeds SEED_SCALE (default 10) demo data into a fresh PGlite and a
// fresh PostgreSQL database, starts the real backend on each, and measures the latency of the
// two hottest list calls with sequential requests. On PostgreSQL it also prints the plans of
// the queries behind them, so that a missing index shows up here before it shows in production.
//   BENCH_DATABASE_URL  admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_REQUESTS      measured requests per endpoint (default 200, after 20 warm-up requests)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createApp } from '../lib/backend/app';
import { openDatabase, type TDatabase } from '../lib/backend/db/client';
import { prepareDatabase } from '../lib/backend/seed/prepare';
import webpush from 'web-push';
import type { TBackendConfig } from '../lib/backend/env';
import { createMailer } from '../lib/backend/services/mail';

const SCALE = Number(process.env.SEED_SCALE ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HEADERS = { 'x-forwarded-host': 'localhost', type: 'MOBILE' };

const ENDPOINTS = [
  { label: 'GET /api/v1/jobs?list=upcoming', path: '/api/v1/jobs?list=upcoming', user: 'crew@example.com' },
  { label: 'GET /api/v1/projects?limit=1000', path: '/api/v1/projects?limit=1000', user: 'planner@example.com' },
] as const;

type TResult = { endpoint: string; driver: string; status: string; p50?: number; p95?: number; rows?: string };

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
      results.push({ endpoint: e.label, driver, status: note });
      continue;
    }
    for (let i = 1; i < WARM_UP; i++) await get();
    const times: number[] = [];
    let last = first;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      last = await get();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({
      endpoint: e.label,
      driver,
      status: String(last.status),
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      rows: rowsOf(last.body),
    });
  }
  return results;
}

/** The core SQL of the two calls, with the demo's crew member and tenant filled in. */
async function explainHotQueries(url: string) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const person = await c.query<{ person_id: number; tenant_id: number }>(
      `select u.person_id, u.tenant_id from users u join tenant_hosts h on h.tenant_id = u.tenant_id where h.host = 'localhost' and u.username = 'crew@example.com'`,
    );
    const { person_id: personId, tenant_id: tenantId } = person.rows[0]!;
    const queries = [
      {
        name: 'assignments by person (GET /jobs?list=upcoming)',
        table: 'assignments',
        sql: `select a.id, i.starts_at from assignments a join project_crew_items i on i.id = a.crew_item_id
  join project_crews c on c.id = i.project_crew_id join projects p on p.id = c.project_id
  where a.tenant_id = ${tenantId} and a.person_id = ${personId} and a.status <> 'cancelled' and i.ends_at >= now()
  order by i.starts_at, a.id limit 1000`,
      },
      {
        name: 'project list filter (GET /projects)',
        table: 'projects',
        sql: `select p.id, p.number, p.name from projects p join contacts k on k.id = p.client_id
  where p.tenant_id = ${tenantId} and p.type not in ('internal', 'sickness', 'vacation') and p.begin_date >= '2018-01-01'
  order by p.begin_date desc, p.number limit 1000`,
      },
    ];
    const counts = await c.query<{ a: string; p: string }>(
      `select (select count(*) from assignments) a, (select count(*) from projects) p`,
    );
    console.log(
      `\nPostgreSQL plans (assignments: ${counts.rows[0]!.a} rows, projects: ${counts.rows[0]!.p} rows, after ANALYZE)`,
    );
    for (const q of queries) {
      for (const seqscan of ['on', 'off']) {
        await c.query(`set enable_seqscan = ${seqscan}`);
        const plan = (
          await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary on) ${q.sql}`)
        ).rows.map((r) => r['QUERY PLAN']);
        const used = [
          ...plan.join('\n').matchAll(/(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g),
        ].map((m) => m[1]!);
        const onTable = used.filter((i) => i.startsWith(q.table === 'assignments' ? 'assignments_' : 'projects_'));
        // With seqscan off the planner shows which index it would fall back to; only the scans matter there.
        const shown = seqscan === 'on' ? plan : plan.filter((l) => /Scan|Cond/.test(l));
        console.log(`\n-- ${q.name}, enable_seqscan=${seqscan}`);
        console.log(shown.map((l) => `   ${l}`).join('\n'));
        console.log(
          `   => index on ${q.table}: ${onTable.length ? `yes (${[...new Set(onTable)].join(', ')})` : `no (sequential scan of ${q.table})`}`,
        );
      }
      await c.query('reset enable_seqscan');
    }
  } finally {
    await c.end();
  }
}

async function runDriver(driver: 'pglite' | 'postgres'): Promise<TResult[] | null> {
  let cleanup: () => Promise<void>;
  let databaseUrl: string | undefined;
  let dataDir: string | null = null;
  if (driver === 'postgres') {
    const name = `crewdeck_bench_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    } catch (err) {
      await admin.end().catch(() => {});
      console.log(
        `PostgreSQL: skipped, server unreachable at ${PG_ADMIN_URL} (${err instanceof Error ? err.message : String(err)})`,
      );
      return null;
    }
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    cleanup = async () => {
      const c = new Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
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
      // Autovacuum would analyze the fresh tables within a minute; do it now so the planner has statistics.
      if (driver === 'postgres') await database.db.execute(sql`analyze`);
      const app = await startApp(database);
      try {
        const results = await measure(app.url, driver);
        if (driver === 'postgres' && databaseUrl) await explainHotQueries(databaseUrl);
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
  const head = ['endpoint', 'driver', 'status', 'p50 ms', 'p95 ms', 'rows'];
  const body = results.map((r) => [
    r.endpoint,
    r.driver,
    r.status,
    r.p50?.toFixed(1) ?? '-',
    r.p95?.toFixed(1) ?? '-',
    r.rows ?? '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 3 && i <= 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(`\nSequential requests: ${WARM_UP} warm-up, then ${REQUESTS} measured per endpoint and driver.`);
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
