// `npm run tenant:create -- …`: the first tenant of a real installation (and every next one).
// See TENANT_CREATE_USAGE, and the README's "Production install".
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openDatabase } from '../db/client';
import { loadConfig } from '../env';
import { ApiError } from '../errors';
import { prepareDatabase } from '../seed/prepare';
import { createTenant } from '../services/setup/create-tenant';
import { checkTenantLogo, setTenantLogo, type TTenantLogo } from '../services/setup/tenant-logo';
import { parseTenantCreateArgs, TENANT_CREATE_USAGE } from './tenant-create-args';

async function main(): Promise<number> {
  const args = parseTenantCreateArgs(process.argv.slice(2));
  if ('errors' in args) {
    console.error(`[tenant:create] ${args.errors.join('\n[tenant:create] ')}\n\n${TENANT_CREATE_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(TENANT_CREATE_USAGE);
    return 0;
  }
  let logo: TTenantLogo | null = null;
  try {
    if (args.logoFile) logo = checkTenantLogo({ bytes: readFileSync(args.logoFile), name: basename(args.logoFile) });
  } catch (err) {
    console.error(`[tenant:create] --logo ${args.logoFile}: ${err instanceof Error ? err.message : err}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Migrations only: a real installation never gets the demo data from here.
    await prepareDatabase(database, { seedDemo: false, seedScale: 1 });
    const t = await createTenant(database.db, args.input);
    if (logo) await setTenantLogo(database.db, t.tenantId, logo);
    console.log(
      `[tenant:create] created tenant ${t.tenantId} "${args.input.name}" on ${args.input.hosts.join(', ')} (${database.driver})\n` +
        `[tenant:create] administrator ${t.username}: planner login types and every right, no password yet\n` +
        `[tenant:create] send them this welcome link to choose a password (valid for ${t.welcomeValidDays} days):\n` +
        t.welcomeLink,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    console.error(`[tenant:create] ${err.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('[tenant:create] failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
