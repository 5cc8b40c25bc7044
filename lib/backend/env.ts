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
  SEED_SCALE: z.coerce.number().int().min(1).max(100).default(1),
});

export type TBackendConfig = {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  seedScale: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TBackendConfig {
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
