import { count } from 'drizzle-orm';
import { migrateDatabase, type TDatabase } from './client';
import { tenants } from './schema';
import { seedDemo } from '../seed';

/** Migrates, and seeds the demo data into an empty database. */
export async function prepareDatabase(
  database: TDatabase,
  opts: { seedScale: number; seed?: boolean },
): Promise<{ seeded: boolean }> {
  await migrateDatabase(database);
  if (opts.seed === false) return { seeded: false };
  return database.exclusive(async (db) => {
    const [row] = await db.select({ n: count() }).from(tenants);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await seedDemo(db, { scale: opts.seedScale });
    return { seeded: true };
  });
}
