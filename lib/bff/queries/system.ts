import 'server-only';
// The backend's version and health for the public /version screen: no session, no token.
import { systemPaths, ZServiceStatus, ZVersion } from '@/lib/domain/system';
import { backendJson, backendRequest } from '../backend-client';
import { requestHost } from '../tenant';

export async function getBackendVersion(): Promise<string | null> {
  try {
    return (await backendJson(systemPaths.version(), { host: await requestHost() }, ZVersion)).version;
  } catch {
    return null;
  }
}

/** /status answers 503 with its body when the database is down, so the body is read either way. */
export async function getBackendStatus(): Promise<'ok' | 'degraded' | 'unreachable'> {
  let res: Response;
  try {
    res = await backendRequest(systemPaths.status(), { host: await requestHost() });
  } catch {
    return 'unreachable';
  }
  const status = ZServiceStatus.safeParse(((await res.json().catch(() => null)) as { data?: unknown } | null)?.data);
  return status.success ? status.data.status : 'degraded';
}
