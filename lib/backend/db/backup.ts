// Backups of the database in use, and their restore (`npm run db:backup`, `npm run db:restore`):
// - PostgreSQL: pg_dump's custom format (compressed; one snapshot, so consistent while the
//   backends keep writing), restored by pg_restore.
// - PGlite: its own dump of the data folder (a gzipped tarball), taken with the backend stopped:
//   the folder is one process's (openDatabase refuses it while a backend holds it).
// A restore goes into an empty database only, unless forced (which first empties it).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

export type TDatabaseTarget = { databaseUrl?: string; dataDir: string };

/** The database the backend would open here: DATABASE_URL, else PGlite in DATA_DIR (./data). */
export const databaseTargetOf = (env: Record<string, string | undefined>): TDatabaseTarget => ({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR || './data'),
});

/** Runs a PostgreSQL client tool; rejects with its own message when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (err) => reject(new Error(`${command}: ${err.message} (is it installed?)`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes a consistent, compressed dump of the database to `file`; resolves to its driver. */
export async function backupDatabase(target: TDatabaseTarget, file: string): Promise<'postgres' | 'pglite'> {
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--compress=6',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return 'postgres';
  }
  if (!existsSync(join(target.dataDir, 'pglite', 'PG_VERSION')))
    throw new Error(`${join(target.dataDir, 'pglite')} holds no database`);
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const blob = await database.dumpDataDir!('gzip');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
  return 'pglite';
}

/** Whether the PostgreSQL database holds tables of ours (or anyone's) already. */
async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const database = await openDatabase({ databaseUrl });
  try {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.n ?? 0) > 0;
  } finally {
    await database.close();
  }
}

/** Empties the PostgreSQL database: our two schemas go, `public` comes back empty. */
async function emptyPostgres(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
  } finally {
    await database.close();
  }
}

/**
 * Restores the dump in `file` into the database of `target`, which must be empty unless `force`
 * (then it is emptied first). Resolves to the driver.
 */
export async function restoreDatabase(
  target: TDatabaseTarget,
  file: string,
  opts: { force?: boolean } = {},
): Promise<'postgres' | 'pglite'> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${file}: no such backup file`);
  if (target.databaseUrl) {
    if (await postgresHasTables(target.databaseUrl)) {
      if (!opts.force)
        throw new Error('the database is not empty: restore into an empty one, or add --force to replace it');
      await emptyPostgres(target.databaseUrl);
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return 'postgres';
  }
  const dir = join(target.dataDir, 'pglite');
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!opts.force)
      throw new Error(`${dir} is not empty: restore into an empty data folder, or add --force to replace it`);
    // The folder must not be in use: openDatabase refuses one a live process holds.
    const held = await openDatabase({ dataDir: target.dataDir });
    await held.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase({ dataDir: target.dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await database.close();
  return 'pglite';
}
