// `npm run db:restore -- FILE [--force]`: a dump of db:backup into the database in use
// (DATABASE_URL, else PGlite in DATA_DIR, .env included), which must be empty; --force replaces
// what it holds. Stop the backend first. lib/backend/db/backup.ts.
import { resolve } from 'node:path';
import { databaseTargetOf, restoreDatabase } from '../db/backup';
import { loadEnvFile } from '../../node-http/env-file.mjs';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run db:restore -- FILE [--force]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--force');
  if (files.length !== 1 || unknown.length > 0) {
    console.error(`[db:restore] ${USAGE}`);
    return 2;
  }
  loadEnvFile();
  const target = databaseTargetOf(process.env);
  const driver = await restoreDatabase(target, resolve(files[0]!), { force: args.includes('--force') });
  console.log(`[db:restore] restored ${files[0]} into the ${driver} database`);
  return 0;
}

runCli('db:restore', main);
