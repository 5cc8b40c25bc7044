import 'server-only';
// The tenant of a host, cached briefly: the login page, titles, theme, manifest, locale choice
// and the session's tenant check all need it on every request. No next/headers here: the
// middleware uses it too. The cache is keyed by the host the request came through, so it is
// bounded (LruCache): otherwise every made-up host would stay in memory.
//
// Once a minute old, a tenant is read again behind the request that found it old, which is
// answered with what was known (stale while revalidate): a tenant's settings change seldom,
// and otherwise that request, and with a slow backend every request (the middleware and the
// page each, in turn), would first wait out the time limit on this read before its own calls.
// A host the backend no longer knows (4xx) is dropped at once; a backend that cannot say
// (down, slow) leaves the known tenant in place for the next request to try again.
import { authPaths, ZTenantConfig, type TTenantConfig } from '../domain/auth';
import { BackendError, backendJson } from './backend-client';
import { LruCache } from './lru';

/** A tenant this old is read again. */
const FRESH_MS = 60_000;
/** A tenant not read again in this long (no request came for its host) is forgotten. */
const KEPT_MS = 24 * 3_600_000;
const MAX_HOSTS = 500;
const cache = new LruCache<string, { tenant: TTenantConfig; at: number }>(MAX_HOSTS, KEPT_MS);
/** The read under way per host: one at a time, however many requests find the tenant old. */
const reading = new Map<string, Promise<TTenantConfig>>();

function read(key: string): Promise<TTenantConfig> {
  let under = reading.get(key);
  if (!under) {
    under = backendJson(authPaths.tenant(), { host: key }, ZTenantConfig)
      .then((tenant) => {
        cache.set(key, { tenant, at: Date.now() });
        return tenant;
      })
      .catch((err: unknown) => {
        if (err instanceof BackendError && err.status >= 400 && err.status < 500) cache.delete(key);
        throw err;
      })
      .finally(() => reading.delete(key));
    reading.set(key, under);
  }
  return under;
}

export async function getTenantForHost(host: string): Promise<TTenantConfig> {
  const key = host.toLowerCase();
  const hit = cache.get(key);
  if (!hit) return read(key);
  if (Date.now() - hit.at >= FRESH_MS) read(key).catch(() => undefined);
  return hit.tenant;
}
