import 'server-only';
// The tenant of the host the user came through, cached briefly per host: the login page,
// titles, theme, manifest and locale choice all need it on every request.
import { headers } from 'next/headers';
import { authPaths, ZTenantConfig, type TTenantConfig } from '../domain/auth';
import { backendJson } from './backend-client';
import { requestOriginHost } from './origin';

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; tenant: TTenantConfig }>();

export async function getTenantForHost(host: string): Promise<TTenantConfig> {
  const hit = cache.get(host);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.tenant;
  const tenant = await backendJson(authPaths.tenant(), { host }, ZTenantConfig);
  cache.set(host, { at: Date.now(), tenant });
  return tenant;
}

/** The host of the current request (as the browser sent it). */
export async function requestHost(): Promise<string> {
  return requestOriginHost(await headers()) ?? 'localhost';
}

export async function getCurrentTenant(): Promise<TTenantConfig> {
  return getTenantForHost(await requestHost());
}
