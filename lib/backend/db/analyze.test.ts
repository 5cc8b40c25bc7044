/** @jest-environment node */
// PGlite gathers no planner statistics by itself: the backend analyzes at start and on a timer.
import { sql } from 'drizzle-orm';
import { startPgliteAnalyze } from './analyze';
import type { TDatabase } from './client';
import { openMigratedPglite } from '../test-support/seeded-snapshot';

/** The planner's row estimate of table `t`; -1 until it is analyzed. */
async function estimatedRows(database: TDatabase): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(
    sql`select reltuples::int as n from pg_class where relname = 't'`,
  );
  return Number(rows[0]!.n);
}

describe('startPgliteAnalyze', () => {
  it('analyzes a PGlite database at once, and stops before the database closes', async () => {
    const database = await openMigratedPglite();
    try {
      await database.db.execute(sql`create table t (x int)`);
      await database.db.execute(sql`insert into t select generate_series(1, 500)`);
      expect(await estimatedRows(database)).toBe(-1);
      const statistics = startPgliteAnalyze(database, 60_000);
      await statistics.stop();
      expect(await estimatedRows(database)).toBe(500);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('leaves PostgreSQL to its autovacuum', async () => {
    let ran = false;
    const db = { execute: () => ((ran = true), Promise.resolve({ rows: [] })) } as unknown as TDatabase['db'];
    await startPgliteAnalyze({ db, driver: 'postgres' }).stop();
    expect(ran).toBe(false);
  });
});
