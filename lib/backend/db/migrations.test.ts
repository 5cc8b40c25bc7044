/** @jest-environment node */
// Data migrations on a database that lived before them: migrate up to the migration before,
// write the data an older release wrote, then migrate to the end and read what became of it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './client';

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

describe('0013_mailbox_backfill', () => {
  let pg: PGlite;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore('0013_mailbox_backfill');
    pg = new PGlite();
    const db = drizzle(pg);
    await migrate(db, { migrationsFolder: before });
    // Two tenants as an older release left them: mailboxes without a default, mail without a mailbox.
    await pg.exec(`
      INSERT INTO tenants (id, name) VALUES (1, 'Old one'), (2, 'Old two');
      INSERT INTO mailboxes (id, tenant_id, name) VALUES (11, 1, 'Office'), (12, 1, 'Sales'), (21, 2, 'Office');
      INSERT INTO outgoing_mails (tenant_id, "to", subject, text) VALUES
        (1, 'a@example.com', 'Welcome', 'x'), (1, 'b@example.com', 'Reset', 'y'), (2, 'c@example.com', 'Welcome', 'z');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  }, 60_000);

  afterAll(async () => {
    await pg.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("makes each tenant's first mailbox its default one, and only that one", async () => {
    const { rows } = await pg.query<{ id: number }>('SELECT id FROM mailboxes WHERE is_default ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([11, 21]);
  });

  it('files the mail sent before in the default mailbox of its tenant', async () => {
    const { rows } = await pg.query<{ tenant_id: number; mailbox_id: number | null }>(
      'SELECT tenant_id, mailbox_id FROM outgoing_mails ORDER BY id',
    );
    expect(rows).toEqual([
      { tenant_id: 1, mailbox_id: 11 },
      { tenant_id: 1, mailbox_id: 11 },
      { tenant_id: 2, mailbox_id: 21 },
    ]);
  });
});
