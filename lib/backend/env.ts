// Backend configuration, validated once at start-up. A missing JWT secret is generated
// once and kept in the data folder, so tokens survive a restart without a hard-coded key.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import webpush from 'web-push';
import { ZLogLevel } from '../node-http/log-level';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Crewdeck <no-reply@crewdeck.local>'),
  SEED_DEMO: z.enum(['true', 'false', 'auto'], { error: 'SEED_DEMO must be true, false or auto' }).optional(),
  SEED_SCALE: z.coerce.number().int().min(1).max(100).default(1),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  PUSH_EXTRA_HOSTS: z.string().optional(),
  REMINDER_SWEEP_MS: z.coerce.number().int().min(1000).max(3600000).default(60000),
  NODE_ENV: z.string().optional(),
  /** The scheme of links in mails for a tenant without a public URL: https by default in production. */
  PUBLIC_SCHEME: z.enum(['http', 'https'], { error: 'PUBLIC_SCHEME must be http or https' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: ZLogLevel,
});

/** Web Push (VAPID, RFC 8292): the server's key pair and contact, and where it may send. */
export type TPushConfig = {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * Hosts a push endpoint may be on besides the browsers' own push services (see
   * services/notifications/push-endpoints.ts); these may also use plain http. A self-hosted
   * push service, or a test's local receiver.
   */
  extraHosts: string[];
};

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
  /** How often each backend process looks for due background jobs (mail, push, reminders). */
  jobPollMs: number;
  push: TPushConfig;
  /** How often each backend process looks for shifts to remind people of. */
  reminderSweepMs: number;
  /** Scheme of mail links for tenants without a configured public URL (with their first host). */
  publicScheme: 'http' | 'https';
  /** The bearer secret GET /metrics asks for, when set (the backend's port is internal either way). */
  metricsToken?: string;
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
    jobPollMs: e.JOB_POLL_MS,
    push: {
      vapid: vapidKeys(e, dataDir),
      extraHosts: (e.PUSH_EXTRA_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    reminderSweepMs: e.REMINDER_SWEEP_MS,
    publicScheme: e.PUBLIC_SCHEME ?? (e.NODE_ENV === 'production' ? 'https' : 'http'),
    metricsToken: e.METRICS_TOKEN,
  };
}

/** VAPID keys from the environment, or generated once into the data folder like the JWT secret:
 *  browsers subscribe with the public key, so it must outlive a restart. */
function vapidKeys(e: z.infer<typeof ZEnv>, dataDir: string): TPushConfig['vapid'] {
  const subject = e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? 'no-reply@crewdeck.local'}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid backend environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const stored = JSON.parse(
    readOrCreateSecret(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}

export function readOrCreateSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(48).toString('base64url'),
): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
