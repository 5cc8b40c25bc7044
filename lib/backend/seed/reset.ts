// `npm run db:reset`: drops everything and rebuilds the demo database. A demo command: it
// refuses to run with NODE_ENV=production (or SEED_DEMO=false) unless SEED_DEMO=true.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { demoResetRefusal, loadConfig } from '../env';
import { prepareDatabase } from './prepare';

async function main() {
  const refusal = demoResetRefusal(process.env);
  if (refusal) {
    console.error(`[db:reset] refused: ${refusal}`);
    process.exit(1);
  }
  const config = loadConfig();
  if (!config.databaseUrl) rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.driver === 'postgres') {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await prepareDatabase(database, { seedDemo: true, seedScale: config.seedScale });
  await database.close();
  console.log(`[db:reset] rebuilt the ${database.driver} database with demo data (scale ${config.seedScale})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
