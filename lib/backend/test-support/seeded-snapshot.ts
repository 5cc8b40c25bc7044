// A seeded demo database is expensive to build (initdb, migrations, seed: several seconds),
// and every API test file needs one. The first test file builds it once per code version
// and test instant; the others start from a copy: a PGlite tarball in the temp folder, or a
// PostgreSQL template database.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type TDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { clock } from '../../domain/clock';

// The seed, and the services it builds on (tenant set-up, and the services that file the demo's
// field work, receipts, invoices and mail as the app would).
const SEED_FOLDERS = [join(__dirname, '..', 'seed'), join(__dirname, '..', 'services')];

function hashFolder(hash: ReturnType<typeof createHash>, dir: string) {
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) hashFolder(hash, file);
    else if (!name.endsWith('.test.ts')) hash.update(name).update(readFileSync(file));
  }
}

/** The instant the demo is seeded at: the run's clock setting (the test instant under Jest). */
function seedInstant(): string {
  return new Date(process.env.CREWDECK_NOW?.trim() || clock.nowMs()).toISOString();
}

/**
 * Runs `seed` with the clock stopped at the seed instant, so that every seed of one run (the
 * snapshot, and the determinism test's own) lays the demo out from the same moment.
 */
export async function atSeedInstant<T>(seed: () => Promise<T>): Promise<T> {
  clock.stopAt(seedInstant());
  try {
    return await seed();
  } finally {
    clock.stopAt(null);
  }
}

/** Changes with the migrations, the seed code and the seed instant (the seed is laid out around it). */
export function snapshotKey(): string {
  const hash = createHash('sha256');
  hashFolder(hash, MIGRATIONS_FOLDER);
  for (const folder of SEED_FOLDERS) hashFolder(hash, folder);
  hash.update(seedInstant());
  return hash.digest('hex').slice(0, 16);
}

/** An in-memory PGlite made by `build` the first time, and from then on from its snapshot `name`
 *  (a tarball in the temp folder); `current` brings a copy up to date (later migrations). */
async function snapshotted(
  name: string,
  build: (database: TDatabase) => Promise<unknown>,
  current: (database: TDatabase) => Promise<unknown>,
): Promise<TDatabase> {
  const dir = join(tmpdir(), 'crewdeck-test-snapshots');
  const file = join(dir, `${name}.tar`);
  if (existsSync(file)) {
    const database = await openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(file)]) });
    await current(database);
    return database;
  }
  const database = await openDatabase({ dataDir: null });
  await build(database);
  const blob = await database.dumpDataDir!();
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return database;
}

/** An in-memory PGlite holding the seeded demo data. */
export function openSeededPglite(): Promise<TDatabase> {
  const prepare = (database: TDatabase) => prepareDatabase(database, { seedDemo: true, seedScale: 1 });
  // A current snapshot needs no migration: prepare is then a no-op.
  return snapshotted(snapshotKey(), (database) => atSeedInstant(() => prepare(database)), prepare);
}

/** An in-memory PGlite with every migration and no data: what a test of PGlite's own behaviour
 *  starts from, without an initdb of several seconds (tens, on a busy machine). */
export function openMigratedPglite(): Promise<TDatabase> {
  const hash = createHash('sha256');
  hashFolder(hash, MIGRATIONS_FOLDER);
  return snapshotted(`migrated-${hash.digest('hex').slice(0, 16)}`, migrateDatabase, async () => {});
}

/** Templates of other trees (other migrations or seed) are dropped only when this old: a run
 *  beside this one (another checkout on the same server) still uses its own. */
const STALE_TEMPLATE_MS = 6 * 60 * 60 * 1000;
const TEMPLATE_PREFIX = 'crewdeck_tpl_';

/** The name of a PostgreSQL template database holding the seeded demo data (made once). */
export async function seededPgTemplate(adminUrl: string): Promise<string> {
  const { Client } = await import('pg');
  const key = snapshotKey();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Test files run in parallel workers: one builds the template, the others wait.
    await admin.query('select pg_advisory_lock(727275)');
    const templates = (
      await admin.query(`select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`)
    ).rows.map((r: { datname: string }) => r.datname);
    // A name is the prefix, the key of the tree, and when it was made (ms in base 36).
    const parse = (datname: string) => {
      const [k, made] = datname.slice(TEMPLATE_PREFIX.length).split('_');
      return { k, made: made ? parseInt(made, 36) : 0 };
    };
    const current = templates.find((t) => !t.endsWith('_build') && parse(t).k === key);
    if (current) return current;
    // A template's age is measured on the machine's clock: it says when another run may be done with it.
    for (const t of templates)
      if (Date.now() - parse(t).made > STALE_TEMPLATE_MS)
        await admin.query(`drop database if exists ${t} with (force)`);
    const name = `${TEMPLATE_PREFIX}${key}_${Date.now().toString(36)}`;
    const building = `${TEMPLATE_PREFIX}${key}_build`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await atSeedInstant(() => prepareDatabase(database, { seedDemo: true, seedScale: 1 }));
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(727275)');
    await admin.end();
  }
}
