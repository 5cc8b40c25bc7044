import 'server-only';
// A session belongs to the tenant it was opened in: on another tenant's host
// it is refused (401) and cleared. No next/headers here: the middleware uses it too.
import { BackendError } from './backend-client';
import type { TSessionData } from './session-data';
import { getTenantForHost } from './tenant-cache';

/**
 * Whether this session may be used on this host. A host no tenant is served on: no. When the
 * backend cannot be reached the answer is yes: nothing is read without it, and it checks the
 * session itself on every call.
 */
export async function sessionBelongsToHost(session: Pick<TSessionData, 'tenantId'>, host: string): Promise<boolean> {
  try {
    return (await getTenantForHost(host)).id === session.tenantId;
  } catch (err) {
    if (err instanceof BackendError && err.status < 500) return false;
    return true;
  }
}
