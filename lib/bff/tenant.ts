import 'server-only';
// The tenant of the host the user came through (cached per host in tenant-cache.ts).
import { headers } from 'next/headers';
import type { TTenantConfig } from '../domain/auth';
import { requestOriginHost } from './origin';
import { getTenantForHost } from './tenant-cache';

export { getTenantForHost };

/** The host of the current request (its own Host, or a trusted proxy's X-Forwarded-Host). */
export async function requestHost(): Promise<string> {
  return requestOriginHost(await headers()) ?? 'localhost';
}

export async function getCurrentTenant(): Promise<TTenantConfig> {
  return getTenantForHost(await requestHost());
}
