// Backend configuration, validated once at start-up. A missing JWT secret is generated
// once and kept in the data folder, so tokens survive a restart without a hard-coded key.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Crewdeck <no-reply@crewdeck.local>'),
  SEED_DEMO: z.enum(['true', 'false', 'auto'], { error: 'SEED_DEMO must be true, false or auto' }).optional(),
  SEED_SCALE: z.coerce.number().int().min(1).max(100).default(1),
  NODE_ENV: z.string().optional(),
});

export type TBackendConfig = {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Whether an empty database gets the demo tenants (see shouldSeedDemo). */
  seedDemo: boolean;
  seedScale: number;
};

/** The settings that decide about demo data, as they stand in the environment. */
export type TSeedEnv = { SEED_DEMO?: string; NODE_ENV?: string; DATABASE_URL?: string };

/**
 * Whether an empty database gets the demo tenants. The demo has known hosts (localhost) and
 * the password `demo`, so a real installation must never get it by accident:
 * - `SEED_DEMO=true` seeds and `false` does not, whatever else is set;
 * - unset, it does not seed;
 * - `auto` (what `npm start` and `npm run dev` pass) seeds only the embedded PGlite
 *   database, and not with NODE_ENV=production.
 */
export function shouldSeedDemo(env: TSeedEnv): boolean {
  switch (env.SEED_DEMO) {
    case 'true':
      return true;
    case 'auto':
      return env.NODE_ENV !== 'production' && !env.DATABASE_URL;
    default:
      return false;
  }
}

/** Why `npm run db:reset` (which rebuilds the demo database) may not run here, or null. */
export function demoResetRefusal(env: TSeedEnv): string | null {
  if (env.SEED_DEMO === 'false') return 'SEED_DEMO=false: this database may not get demo data.';
  if (env.NODE_ENV === 'production' && env.SEED_DEMO !== 'true')
    return 'NODE_ENV=production: db:reset drops all data and seeds the demo tenants; set SEED_DEMO=true if you mean it.';
  return null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): TBackendConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid backend environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: shouldSeedDemo(e),
    seedScale: e.SEED_SCALE,
  };
}

export function readOrCreateSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
