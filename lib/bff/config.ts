import 'server-only';
import { z } from 'zod';
import { ZLogLevel } from '../node-http/log-level';

// The web app's environment. SESSION_SECRET is required; `npm start` / `npm run dev`
// generate one into the data folder when it is absent, so only production must set it.
const ZWebEnv = z.object({
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  BACKEND_URL: z.string().url().default('http://127.0.0.1:4000'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Outside production, "true" marks cookies Secure. With NODE_ENV=production they are Secure
   * whatever this says (browsers accept Secure cookies from http://localhost too).
   */
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  /**
   * "true" only when the web app sits behind a reverse proxy that sets (and overwrites what the
   * browser sent in) X-Forwarded-Host and X-Forwarded-Proto. Otherwise those headers come from
   * the browser and are ignored: the tenant is chosen by the request's own Host.
   */
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' }).optional(),
  /** How long the BFF waits for the backend before answering 504 BACKEND_TIMEOUT. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** The bearer secret of GET /metrics (web-server/metrics.ts); unset, the web app has no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: ZLogLevel,
});

export type TWebConfig = {
  sessionSecret: string;
  backendUrl: string;
  secureCookies: boolean;
  /** Whether X-Forwarded-Host/-Proto come from a trusted proxy (TRUST_PROXY). */
  trustProxy: boolean;
  backendTimeoutMs: number;
  /** The bearer secret of GET /metrics (METRICS_TOKEN); unset, the web app has none. */
  metricsToken?: string;
};

let cached: TWebConfig | null = null;

export function webConfig(): TWebConfig {
  if (cached) return cached;
  const parsed = ZWebEnv.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(
      `Invalid web app environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  cached = {
    sessionSecret: e.SESSION_SECRET,
    backendUrl: e.BACKEND_URL.replace(/\/$/, ''),
    secureCookies: secureCookies(e.NODE_ENV, e.SECURE_COOKIES),
    trustProxy: e.TRUST_PROXY === 'true',
    backendTimeoutMs: e.BACKEND_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
  };
  return cached;
}

/** Secure whenever NODE_ENV=production, whatever starts the process; SECURE_COOKIES only adds it elsewhere. */
export function secureCookies(nodeEnv: string | undefined, setting: 'true' | 'false' | undefined): boolean {
  return nodeEnv === 'production' || setting === 'true';
}
