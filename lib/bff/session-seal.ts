// Reading the sealed session cookie. No `server-only` marker and no next/headers: the
// middleware uses it too. Never imported by client code.
import { unsealData } from 'iron-session';
import { LruCache } from './lru';
import { isSessionOver, isTokenExpired, type TSessionData } from './session-data';
import { clock } from '../domain/clock';

/** Eight hours; the token inside expires far sooner unless it is refreshed. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/**
 * Unsealing (key derivation and decryption) is the dearest part of a proxied call, and a browser
 * sends the same cookie many times a minute. What a cookie value unseals to never changes, so it
 * is kept a little while: bounded, short-lived, and only what unsealed. The checks of its times
 * below run on every call all the same. Keyed by the secret too, so a rotated secret misses.
 */
export const UNSEAL_CACHE_MS = 60_000;
const unsealCache = new LruCache<string, Partial<TSessionData>>(2_000, UNSEAL_CACHE_MS);

async function unsealed(value: string, password: string): Promise<Partial<TSessionData>> {
  const key = `${password.length}:${password}\n${value}`;
  const hit = unsealCache.get(key);
  if (hit) return hit;
  const data = await unsealData<Partial<TSessionData>>(value, { password, ttl: SESSION_TTL_SECONDS });
  // An empty object is what a stale or forged seal unseals to: not worth keeping.
  if (data.token) unsealCache.set(key, data);
  return data;
}

/** The session in a cookie value, or null when absent, forged, stale or holding an expired token. */
export async function unsealSession(
  value: string | undefined,
  password: string,
  now = clock.nowMs(),
): Promise<TSessionData | null> {
  if (!value) return null;
  try {
    const data = await unsealed(value, password);
    if (!data.token || typeof data.expiresAt !== 'number' || typeof data.tokenIssuedAt !== 'number' || !data.type)
      return null;
    // Sealed before sessions were bound to a tenant and recorded on the server: not usable.
    if (typeof data.tenantId !== 'number' || typeof data.sessionEndsAt !== 'number' || !data.sessionId) return null;
    if (isTokenExpired({ expiresAt: data.expiresAt }, now)) return null;
    if (isSessionOver({ sessionEndsAt: data.sessionEndsAt }, now)) return null;
    // A copy: the cached value is never handed out to be changed.
    return { ...data } as TSessionData;
  } catch {
    return null;
  }
}
