/** @jest-environment node */
// Data migrations on a database that lived before them: migrate up to the migration before,
// write the data an older release wrote, then migrate to the end and read what became of it. On
// the suite's driver (openFreshDatabase): a new database on the PostgreSQL server in CI, where
// making one takes a fraction of PGlite's initdb; the SQL of a migration is the same on both.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, type TDatabase } from './client';
import { MIGRATIONS_FOLDER } from './client';
import { openFreshDatabase } from '../test-support/test-backend';

type TJournal = { entries: { tag: string }[] };

/** A copy of the migrations that ends just before the one tagged `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as TJournal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

type TQuery = <T>(text: string) => Promise<{ rows: T[] }>;

/** A database migrated up to just before `tag`, given `oldData` (SQL statements, one a line) as
 *  an older release wrote it, then migrated to the end, for the tests of one describe block;
 *  `pg().query` reads it. */
function migratedOver(tag: string, oldData: string): () => { query: TQuery } {
  let database: TDatabase;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore(tag);
    database = await openFreshDatabase();
    await migrateDatabase(database, before);
    for (const statement of oldData.split(/;\s*\n/).filter((s) => s.trim()))
      await database.db.execute(sql.raw(statement));
    await migrateDatabase(database);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });
  const query: TQuery = async <T>(text: string) => ({
    rows: (await database.db.execute(sql.raw(text))).rows as T[],
  });
  return () => ({ query });
}

describe('0013_mailbox_backfill', () => {
  // Two tenants as an older release left them: mailboxes without a default, mail without a mailbox.
  const pg = migratedOver(
    '0013_mailbox_backfill',
    `
      INSERT INTO tenants (id, name) VALUES (1, 'Old one'), (2, 'Old two');
      INSERT INTO mailboxes (id, tenant_id, name) VALUES (11, 1, 'Office'), (12, 1, 'Sales'), (21, 2, 'Office');
      INSERT INTO outgoing_mails (tenant_id, "to", subject, text) VALUES
        (1, 'a@example.com', 'Welcome', 'x'), (1, 'b@example.com', 'Reset', 'y'), (2, 'c@example.com', 'Welcome', 'z');
    `,
  );

  it("makes each tenant's first mailbox its default one, and only that one", async () => {
    const { rows } = await pg().query<{ id: number }>('SELECT id FROM mailboxes WHERE is_default ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([11, 21]);
  });

  it('files the mail sent before in the default mailbox of its tenant', async () => {
    const { rows } = await pg().query<{ tenant_id: number; mailbox_id: number | null }>(
      'SELECT tenant_id, mailbox_id FROM outgoing_mails ORDER BY id',
    );
    expect(rows).toEqual([
      { tenant_id: 1, mailbox_id: 11 },
      { tenant_id: 1, mailbox_id: 11 },
      { tenant_id: 2, mailbox_id: 21 },
    ]);
  });
});

describe('0020_crew_item_live_rows', () => {
  // Three items as an older release left them: two live and one cancelled assignment on the
  // first, one cancelled on the second, none on the third.
  const pg = migratedOver(
    '0020_crew_item_live_rows',
    `
      INSERT INTO tenants (id, name) VALUES (1, 'Old one');
      INSERT INTO companies (id, tenant_id, name) VALUES (1, 1, 'Office');
      INSERT INTO contacts (id, tenant_id, number, name) VALUES (1, 1, 100, 'Client');
      INSERT INTO persons (id, tenant_id, first_name, last_name) VALUES (1, 1, 'A', 'A'), (2, 1, 'B', 'B'), (3, 1, 'C', 'C');
      INSERT INTO functions (id, tenant_id, name) VALUES (1, 1, 'Stagehand');
      INSERT INTO projects (id, tenant_id, number, name, company_id, client_id, begin_date, end_date)
        VALUES (1, 1, 1, 'Show', 1, 1, '2026-06-01', '2026-06-01');
      INSERT INTO project_crews (id, tenant_id, project_id, name, start_date) VALUES (1, 1, 1, 'Crew', '2026-06-01');
      INSERT INTO project_crew_items (id, tenant_id, project_crew_id, function_id, start_date, start_time, end_time, starts_at, ends_at, rows)
        VALUES (1, 1, 1, 1, '2026-06-01', '08:00', '17:00', '2026-06-01T06:00Z', '2026-06-01T15:00Z', 3),
               (2, 1, 1, 1, '2026-06-01', '08:00', '17:00', '2026-06-01T06:00Z', '2026-06-01T15:00Z', 1),
               (3, 1, 1, 1, '2026-06-01', '08:00', '17:00', '2026-06-01T06:00Z', '2026-06-01T15:00Z', 1);
      INSERT INTO assignments (tenant_id, crew_item_id, row_no, person_id, status) VALUES
        (1, 1, 1, 1, 'confirmed'), (1, 1, 2, 2, 'requested'), (1, 1, 3, 3, 'cancelled'), (1, 2, 1, 1, 'cancelled');
    `,
  );

  it('counts the live assignments each item already had', async () => {
    const { rows } = await pg().query<{ id: number; live_rows: number }>(
      'SELECT id, live_rows FROM project_crew_items ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, live_rows: 2 },
      { id: 2, live_rows: 0 },
      { id: 3, live_rows: 0 },
    ]);
  });
});
