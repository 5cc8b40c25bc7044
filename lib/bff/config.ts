import 'server-only';
import { z } from 'zod';

// The web app's environment. SESSION_SECRET is required; `npm start` / `npm run dev`
// generate one into the data folder when it is absent, so only production must set it.
const ZWebEnv = z.object({
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  BACKEND_URL: z.string().url().default('http://127.0.0.1:4000'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set to "false" only when serving plain http in production behind nothing (e.g. local e2e). */
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  /** How long the BFF waits for the backend before answering 504 BACKEND_TIMEOUT. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
});

export type TWebConfig = {
  sessionSecret: string;
  backendUrl: string;
  secureCookies: boolean;
  backendTimeoutMs: number;
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
    secureCookies: e.SECURE_COOKIES ? e.SECURE_COOKIES === 'true' : e.NODE_ENV === 'production',
    backendTimeoutMs: e.BACKEND_TIMEOUT_MS,
  };
  return cached;
}
