// Start-up of a database: migrations always, the demo data only when the caller asks for it
// (the backend asks when shouldSeedDemo in env.ts says so; tests and benchmarks ask outright).
import { count } from 'drizzle-orm';
import { analyzeDatabase } from '../db/analyze';
import { migrateDatabase, type TDatabase } from '../db/client';
import { tenants } from '../db/schema';
import { seedDemo } from './index';

export type TPrepared = {
  /** The demo data went in just now. */
  seeded: boolean;
  /** No tenant exists after preparing: nobody can log in until one is created. */
  empty: boolean;
};

/** Migrates, and seeds the demo data into an empty database when `seedDemo` is set. */
export async function prepareDatabase(
  database: TDatabase,
  opts: { seedDemo: boolean; seedScale: number },
): Promise<TPrepared> {
  await migrateDatabase(database);
  // Under the migration lock, so that two backends starting on one empty database seed once.
  const prepared = await database.exclusive(async (db): Promise<TPrepared> => {
    const [row] = await db.select({ n: count() }).from(tenants);
    if ((row?.n ?? 0) > 0) return { seeded: false, empty: false };
    if (!opts.seedDemo) return { seeded: false, empty: true };
    await seedDemo(db, { scale: opts.seedScale });
    return { seeded: true, empty: false };
  });
  // Fresh tables have no planner statistics yet (PGlite never gathers them by itself, and
  // autovacuum takes a minute): without them the first list calls walk indexes row by row.
  if (prepared.seeded) await analyzeDatabase(database.db);
  return prepared;
}
