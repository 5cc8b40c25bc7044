import type { Context } from 'hono';

/** The host the user came through: the BFF forwards it as X-Forwarded-Host. */
export const requestHost = (c: Context) => c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';

/** The web app's origin, for links in emails. */
export function webOrigin(c: Context): string {
  const proto = (c.req.header('x-forwarded-proto') ?? 'http').split(',')[0]!.trim();
  const host = requestHost(c).split(',')[0]!.trim();
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
