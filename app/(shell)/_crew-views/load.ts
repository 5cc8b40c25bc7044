import 'server-only';
// Server-side reads for the job and crew screens: the session token goes along, the answer is
// validated, and every failure becomes a translatable error code (the page shows its error state).
import { z } from 'zod';
import { backendJson, BackendError } from '@/lib/bff/backend-client';
import { requestHost } from '@/lib/bff/tenant';
import { knownErrorCode, type TErrorCode } from '@/lib/client/error-message';
import { getRequestSession } from '@/lib/i18n/request-context';

export type TLoaded<T> = { ok: true; data: T } | { ok: false; code: TErrorCode; status: number };

export async function load<T>(path: string, schema: z.ZodType<T>): Promise<TLoaded<T>> {
  const session = await getRequestSession();
  if (!session) return { ok: false, code: 'UNAUTHENTICATED', status: 401 };
  try {
    const data = await backendJson(path, { token: session.token, host: await requestHost() }, (d) => schema.parse(d));
    return { ok: true, data };
  } catch (err) {
    if (err instanceof BackendError) return { ok: false, code: knownErrorCode(err.code), status: err.status };
    if (err instanceof z.ZodError) return { ok: false, code: 'BACKEND_ERROR', status: 502 };
    return { ok: false, code: 'UNKNOWN', status: 500 };
  }
}

/** A route id segment as a positive integer, or null (the page then shows not-found). */
export function routeId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2147483647 ? n : null;
}
