// `npm run db:backup [-- FILE]`: a consistent, compressed dump of the database in use (DATABASE_URL,
// else PGlite in DATA_DIR, as the backend reads them, .env included) into FILE, by default
// crewdeck-<driver>-<UTC time>.<dump|tar.gz> in the working folder. lib/backend/db/backup.ts.
import { resolve } from 'node:path';
import { backupDatabase } from '../db/backup';
import { loadEnvFile } from '../../node-http/env-file.mjs';

async function main(): Promise<number> {
  loadEnvFile();
  const target = {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR || './data'),
  };
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
  const file = resolve(
    process.argv[2] ??
      `crewdeck-${target.databaseUrl ? 'postgres' : 'pglite'}-${stamp}.${target.databaseUrl ? 'dump' : 'tar.gz'}`,
  );
  const driver = await backupDatabase(target, file);
  console.log(`[db:backup] wrote the ${driver} database to ${file}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[db:backup] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);
