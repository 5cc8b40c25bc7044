import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the client, for limits per client (login attempts, reset requests). The
 * backend's only caller is the web app, which says whose request it passes on in
 * X-Forwarded-For (its last entry), as it says the host in X-Forwarded-Host; a call without it
 * counts under the socket's address. This is the one place that reads it.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req
    .header('x-forwarded-for')
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .at(-1);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a test): no socket to ask.
    return 'unknown';
  }
}
