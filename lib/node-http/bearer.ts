// Whether an Authorization header carries `secret` as its bearer token, compared in constant
// time: GET /metrics of both processes (METRICS_TOKEN).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function bearerMatches(header: string | undefined | null, secret: string): boolean {
  const m = /^Bearer (.+)$/i.exec(header ?? '');
  return !!m && timingSafeEqual(digest(m[1]!), digest(secret));
}
