// Starts the real backend over HTTP for API tests: in-memory PGlite by default, or a
// fresh database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
// Both start from a seeded snapshot of the demo data (see seeded-snapshot.ts).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count, type Table } from 'drizzle-orm';
import webpush from 'web-push';
import { createApp } from '../app';
import { openDatabase, type Db, type TDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import type { TBackendConfig } from '../env';
import { jobHandlers } from '../jobs/handlers';
import { startWorker } from '../jobs/worker';
import { createMailer } from '../services/mail';
import { startDatabaseHub } from '../live/database-hub';
import { openSeededPglite, seededPgTemplate } from './seeded-snapshot';
import type { TLogger } from '../../node-http/logger';

export const HOST_DEMO = 'localhost:3000';
export const HOST_MOYO = 'moyo.localhost:3000';

export type TTestBackend = {
  url: string;
  db: Db;
  driver: TDatabase['driver'];
  config: TBackendConfig;
  /** fetch against /api/v1 with JSON helpers; `token` adds the bearer header. */
  call: (
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; host?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** A multipart upload of one file (field `file` unless named otherwise). */
  upload: (
    path: string,
    opts: { token?: string; file: Blob | null; name?: string; field?: string; host?: string },
  ) => Promise<{ status: number; body: any }>;
  login: (username: string, opts?: { host?: string; password?: string }) => Promise<string>;
  /** The number of rows in a table, all tenants: what a refused write must leave unchanged. */
  countRows: (table: Table) => Promise<number>;
  /** Runs `fn` under the database-wide lock (TDatabase.exclusive). */
  exclusive: TDatabase['exclusive'];
  /** Hears a NOTIFY channel (TDatabase.listen). */
  listen: TDatabase['listen'];
  /** Runs the background jobs that are due (mail delivery, …) until none is left; resolves to how many ran. */
  runJobs: () => Promise<number>;
  close: () => Promise<void>;
};

async function createPgDatabase(
  adminUrl: string,
  seeded: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const template = seeded ? await seededPgTemplate(adminUrl) : null;
  const name = `crewdeck_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * An empty database on the suite's driver: a new one on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped on close), else an in-memory PGlite. Each driver's run then proves
 * what it seeds itself.
 */
export async function openFreshDatabase(): Promise<TDatabase> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({ dataDir: null });
  const pg = await createPgDatabase(process.env.TEST_DATABASE_URL, false);
  const database = await openDatabase({ databaseUrl: pg.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await pg.drop();
    },
  };
}

export async function startTestBackend(
  /** `log`: where the app's request lines and errors go (the process's log when absent). */
  opts: { seed?: boolean; smtpUrl?: string; liveHeartbeatMs?: number; log?: TLogger } = {},
): Promise<TTestBackend> {
  const seeded = opts.seed !== false;
  const pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL, seeded) : null;
  let database: TDatabase;
  if (pg) {
    database = await openDatabase({ databaseUrl: pg.url });
    await prepareDatabase(database, { seedDemo: seeded, seedScale: 1 });
  } else if (seeded) {
    database = await openSeededPglite();
  } else {
    database = await openDatabase({ dataDir: null });
    await prepareDatabase(database, { seedDemo: false, seedScale: 1 });
  }
  const config: TBackendConfig = {
    port: 0,
    databaseUrl: pg?.url,
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    smtpUrl: opts.smtpUrl,
    mailFrom: 'Crewdeck Test <test@crewdeck.local>',
    seedDemo: seeded,
    seedScale: 1,
    jobPollMs: 1000,
    publicScheme: 'http',
    // Fresh keys per run; push messages may go to a test's receiver on this machine.
    push: {
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@crewdeck.local' },
      extraHosts: ['127.0.0.1'],
    },
    reminderSweepMs: 60000,
  };
  const mailer = createMailer({ smtpUrl: opts.smtpUrl, from: config.mailFrom, log: () => {} });
  const live = await startDatabaseHub(database, { pruneEveryMs: 0, heartbeatMs: opts.liveHeartbeatMs });
  const deps = { db: database.db, config, mailer, live, poolStats: database.poolStats, log: opts.log };
  const app = createApp(deps, { logErrors: true });
  // No timer: a test runs the due jobs when it means to (`be.runJobs()`), so it never waits on a poll.
  const worker = startWorker({ db: database.db, handlers: jobHandlers(deps), pollMs: 0, log: () => {} });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: TTestBackend['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-host': o.host ?? HOST_DEMO, type: 'MOBILE', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const res = await fetch(`${url}/api/v1${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const upload: TTestBackend['upload'] = async (path, o) => {
    const form = new FormData();
    if (o.file) form.append(o.field ?? 'file', o.file, o.name ?? 'upload.bin');
    const headers: Record<string, string> = { 'x-forwarded-host': o.host ?? HOST_DEMO, type: 'MOBILE' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', body: form, headers });
    return { status: res.status, body: await res.json() };
  };

  const login: TTestBackend['login'] = async (username, o = {}) => {
    const res = await call('POST', '/auth/token', { host: o.host, body: { username, password: o.password ?? 'demo' } });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };

  return {
    url,
    db: database.db,
    driver: database.driver,
    config,
    call,
    upload,
    login,
    countRows: async (table) => Number((await database.db.select({ n: count() }).from(table))[0]!.n),
    exclusive: (fn) => database.exclusive(fn),
    listen: (channel, onPayload, onReconnect) => database.listen(channel, onPayload, onReconnect),
    runJobs: () => worker.drain(),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await worker.stop();
      await live.stop();
      await database.close();
      await pg?.drop();
    },
  };
}
