// `npm run db:restore -- FILE [--force]`: a dump of db:backup into the database in use
// (DATABASE_URL, else PGlite in DATA_DIR, .env included), which must be empty; --force replaces
// what it holds. Stop the backend first. lib/backend/db/backup.ts.
import { resolve } from 'node:path';
import { restoreDatabase } from '../db/backup';
import { loadEnvFile } from '../../node-http/env-file.mjs';

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
  const target = {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR || './data'),
  };
  const driver = await restoreDatabase(target, resolve(files[0]!), { force: args.includes('--force') });
  console.log(`[db:restore] restored ${files[0]} into the ${driver} database`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[db:restore] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);
