// `npm run db:backup [-- FILE]`: a consistent, compressed dump of the database in use (DATABASE_URL,
// else PGlite in DATA_DIR, as the backend reads them, .env included) into FILE, by default
// crewdeck-<driver>-<UTC time>.<dump|tar.gz> in the working folder. lib/backend/db/backup.ts.
import { resolve } from 'node:path';
import { backupDatabase, databaseTargetOf } from '../db/backup';
import { loadEnvFile } from '../../node-http/env-file.mjs';
import { runCli } from './run-cli';

async function main(): Promise<number> {
  loadEnvFile();
  const target = databaseTargetOf(process.env);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
  const file = resolve(
    process.argv[2] ??
      `crewdeck-${target.databaseUrl ? 'postgres' : 'pglite'}-${stamp}.${target.databaseUrl ? 'dump' : 'tar.gz'}`,
  );
  const driver = await backupDatabase(target, file);
  console.log(`[db:backup] wrote the ${driver} database to ${file}`);
  return 0;
}

runCli('db:backup', main);
