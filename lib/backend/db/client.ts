// One Drizzle schema and one migration set for both drivers: embedded PGlite (default,
// data in DATA_DIR) and PostgreSQL through `pg` when a DATABASE_URL is given.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { messageOf, processLog } from '../../node-http/logger';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type TPoolStats = { total: number; idle: number; waiting: number };

export type TDatabase = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Runs `fn` on one connection holding a PostgreSQL advisory lock (PGlite has one connection anyway). */
  exclusive: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?: () => TPoolStats;
  /** PGlite only: the whole data folder as a tarball (test snapshots; gzipped, a backup). */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /**
   * Hears `channel`'s NOTIFY payloads (sent by any process, delivered on commit) until the returned
   * function is called. On PostgreSQL a connection of its own, outside the pool, which comes back
   * after it is lost; `onReconnect` then runs, so the listener can catch up on what it missed.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
};

/** A channel is an identifier in LISTEN, which takes no parameter: only plain names. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** LISTEN on a connection of its own, connected again a second after it is lost. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let current: InstanceType<typeof Client> | null = null;
  let stopped = false;
  const connect = async () => {
    const client = new Client({ connectionString, connectionTimeoutMillis: 10_000 });
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // 'end' follows an error; both mean the connection is gone.
    client.on('error', () => {});
    client.on('end', () => {
      if (current === client) current = null;
      if (!stopped) setTimeout(() => void again(), 1000);
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    current = client;
  };
  const again = async () => {
    if (stopped) return;
    try {
      await connect();
      onReconnect?.();
    } catch (err) {
      processLog().warn(`[db] listening on ${channel} again failed: ${messageOf(err)}`);
      if (!stopped) setTimeout(() => void again(), 1000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end();
  };
}

export const MIGRATIONS_FOLDER = join(__dirname, 'migrations');

/**
 * PGlite's folder is one process's: a second process opening it (another backend, a backup while
 * the backend runs) would read it half-written or corrupt it. The owner's pid goes into
 * `DATA_DIR/pglite.pid` until it closes; a folder a live process holds is refused.
 */
function claimDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.pid');
  const holder = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  if (holder && holder !== process.pid && alive(holder))
    throw new Error(`${join(dataDir, 'pglite')} is open in process ${holder} (a running backend?): stop it first`);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Opens the database. `dataDir: null` gives an in-memory PGlite (tests), optionally
 *  started from a tarball made by `dumpDataDir`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A request waits at most 10 s for a connection (a new one to a server that does not answer,
    // or a free one of the pool), then answers 503 DATABASE_UNAVAILABLE: within the web app's
    // BACKEND_TIMEOUT_MS (15 s), so the user reads why rather than a time-out.
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server ends (a restart, an administrator) is dropped from the pool
    // and replaced on the next query; without a listener its error would end the process.
    pool.on('error', (err) => processLog().warn(`[db] idle connection lost: ${err.message}`));
    const db = drizzle(pool, { schema });
    const exclusive = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(727274)');
        try {
          return await fn(drizzle(conn, { schema }) as unknown as Db);
        } finally {
          await conn.query('select pg_advisory_unlock(727274)');
        }
      } finally {
        conn.release();
      }
    };
    const listen: TDatabase['listen'] = (channel, onPayload, onReconnect) => {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      return listenOnPostgres(opts.databaseUrl!, channel, onPayload, onReconnect);
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, driver: 'postgres', close: () => pool.end(), exclusive, listen, poolStats };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  let release = () => {};
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = claimDataDir(opts.dataDir);
    try {
      client = new PGlite(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : undefined);
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : undefined);
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    close: () => client.close().finally(release),
    exclusive: (fn) => fn(db),
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    // One connection, never lost: nothing to catch up on.
    listen: async (channel, onPayload) => {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
  };
}

/** Applies pending migrations (on PostgreSQL under the advisory lock, so that several
 *  backend processes starting at once do not race). */
export async function migrateDatabase(database: TDatabase, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await database.exclusive((db) => migrate(db, { migrationsFolder }));
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
}
