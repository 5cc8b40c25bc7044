import 'server-only';
// Readiness: a plain forward of the backend's /status, no session and nothing else, so that a
// load balancer takes an instance out while its backend is away (502/504).
import { systemPaths } from '../domain/system/paths';
import { webConfig } from './config';

export async function readiness(): Promise<Response> {
  const config = webConfig();
  try {
    const res = await fetch(`${config.backendUrl}/api/v1${systemPaths.status()}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(config.backendTimeoutMs),
    });
    return new Response(res.body, {
      status: res.ok ? 200 : 503,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
