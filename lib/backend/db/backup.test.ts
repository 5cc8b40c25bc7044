// db:backup and db:restore (backup.ts) round-trip the demo on each driver: every table's row count
// and a checksum of its rows are the same after the restore. A restore goes into an empty database
// only, unless forced; PGlite's folder is refused while another live process holds it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type TDatabase } from './client';
import { backupDatabase, restoreDatabase } from './backup';
import { openSeededPglite, seededPgTemplate } from '../test-support/seeded-snapshot';

/** Every table of ours: its row count and an md5 of its rows in a fixed order. */
async function fingerprint(database: TDatabase): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ s: string; t: string }>(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables.rows) {
    const name = sql.raw(`"${s}"."${t}"`);
    const [row] = (
      await database.db.execute<{ n: number; h: string }>(
        sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${name} x`,
      )
    ).rows;
    out[`${s}.${t}`] = `${row!.n} ${row!.h}`;
  }
  return out;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'crewdeck-backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite', () => {
  it('backs up the data folder and restores it into an empty one, the same to the row', async () => {
    const seeded = await openSeededPglite();
    const expected = await fingerprint(seeded);
    const source = join(dir, 'source');
    const copy = await openDatabase({ dataDir: source, loadDataDir: await seeded.dumpDataDir!() });
    await seeded.close();
    await copy.close();
    expect(Object.keys(expected).length).toBeGreaterThan(50);
    expect(expected['public.tenants']).toMatch(/^2 /);

    const file = join(dir, 'demo.tar.gz');
    expect(await backupDatabase({ dataDir: source }, file)).toBe('pglite');
    const target = join(dir, 'target');
    expect(await restoreDatabase({ dataDir: target }, file)).toBe('pglite');
    const restored = await openDatabase({ dataDir: target });
    try {
      expect(await fingerprint(restored)).toEqual(expected);
    } finally {
      await restored.close();
    }

    // Not into a folder that holds a database, unless forced.
    await expect(restoreDatabase({ dataDir: target }, file)).rejects.toThrow(/is not empty.*--force/);
    expect(await restoreDatabase({ dataDir: target }, file, { force: true })).toBe('pglite');
  }, 180_000);

  it('refuses a folder another live process holds (a running backend)', async () => {
    const source = join(dir, 'held');
    // A folder that looks like a database: the claim is checked before PGlite opens it.
    mkdirSync(join(source, 'pglite'), { recursive: true });
    writeFileSync(join(source, 'pglite', 'PG_VERSION'), '17\n');
    // The Jest runner that started this worker is alive and is not this process.
    writeFileSync(join(source, 'pglite.pid'), String(process.ppid));
    await expect(backupDatabase({ dataDir: source }, join(dir, 'x.tar.gz'))).rejects.toThrow(
      new RegExp(`open in process ${process.ppid}.*stop it first`),
    );
  }, 60_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;
(adminUrl ? describe : describe.skip)('PostgreSQL', () => {
  const made: string[] = [];
  const database = async (template?: string) => {
    const name = `crewdeck_bk_${randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: adminUrl! });
    await admin.db.execute(sql.raw(`create database ${name}${template ? ` template ${template}` : ''}`));
    await admin.close();
    made.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    const admin = await openDatabase({ databaseUrl: adminUrl! });
    for (const name of made) await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  it('dumps with pg_dump and restores with pg_restore into an empty database, the same to the row', async () => {
    const source = await database(await seededPgTemplate(adminUrl!));
    const before = await openDatabase({ databaseUrl: source });
    const expected = await fingerprint(before);
    await before.close();
    expect(expected['public.tenants']).toMatch(/^2 /);

    const file = join(dir, 'demo.dump');
    expect(await backupDatabase({ databaseUrl: source, dataDir: dir }, file)).toBe('postgres');
    const target = await database();
    expect(await restoreDatabase({ databaseUrl: target, dataDir: dir }, file)).toBe('postgres');
    const after = await openDatabase({ databaseUrl: target });
    try {
      expect(await fingerprint(after)).toEqual(expected);
    } finally {
      await after.close();
    }

    await expect(restoreDatabase({ databaseUrl: target, dataDir: dir }, file)).rejects.toThrow(/not empty.*--force/);
    expect(await restoreDatabase({ databaseUrl: target, dataDir: dir }, file, { force: true })).toBe('postgres');
  }, 180_000);
});
