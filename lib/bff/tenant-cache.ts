import 'server-only';
// The tenant of a host, cached briefly: the login page, titles, theme, manifest, locale choice
// and the session's tenant check all need it on every request. No next/headers here: the
// middleware uses it too. The cache is keyed by the host the request came through, so it is
// bounded (LruCache): otherwise every made-up host would stay in memory.
import { authPaths, ZTenantConfig, type TTenantConfig } from '../domain/auth';
import { backendJson } from './backend-client';
import { LruCache } from './lru';

const TTL_MS = 60_000;
const MAX_HOSTS = 500;
const cache = new LruCache<string, TTenantConfig>(MAX_HOSTS, TTL_MS);

export async function getTenantForHost(host: string): Promise<TTenantConfig> {
  const key = host.toLowerCase();
  const hit = cache.get(key);
  if (hit) return hit;
  const tenant = await backendJson(authPaths.tenant(), { host: key }, ZTenantConfig);
  cache.set(key, tenant);
  return tenant;
}
