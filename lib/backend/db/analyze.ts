// Planner statistics. PostgreSQL's autovacuum keeps them up to date; embedded PGlite has no
// autovacuum, so without an ANALYZE its planner guesses every table's size and walks indexes
// row by row (the project list took 0.7 s at SEED_SCALE=10 instead of 25 ms).
import { sql } from 'drizzle-orm';
import type { Db, TDatabase } from './client';
import { messageOf, processLog } from '../../node-http/logger';

/** How often a PGlite backend refreshes its statistics. */
export const PGLITE_ANALYZE_EVERY_MS = 6 * 60 * 60 * 1000;

/** ANALYZE of every table of the database. */
export async function analyzeDatabase(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** On PGlite: ANALYZE now and every `everyMs`, on a timer that does not keep the process
 *  alive. `stop` ends the timer and waits for a running ANALYZE, so that the database can be
 *  closed after it. On PostgreSQL it does nothing (autovacuum analyzes). */
export function startPgliteAnalyze(
  database: Pick<TDatabase, 'db' | 'driver'>,
  everyMs = PGLITE_ANALYZE_EVERY_MS,
): { stop: () => Promise<void> } {
  if (database.driver !== 'pglite') return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = analyzeDatabase(database.db)
      .catch((err: unknown) => processLog().warn(`[db] analyze failed: ${messageOf(err)}`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
