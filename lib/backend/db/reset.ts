// `npm run db:reset`: drops everything and rebuilds the demo database.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../env';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.driver === 'postgres') {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await prepareDatabase(database, { seedScale: config.seedScale });
  await database.close();
  console.log(`[db:reset] rebuilt the ${database.driver} database with demo data (scale ${config.seedScale})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
