// POST /api/session/refresh: the client timer's refresh (every 300000 ms, rules §9).
import type { NextRequest } from 'next/server';
import { dataResponse, originMismatch, responseForError, unauthenticated } from '@/lib/bff/api-response';
import { BackendError } from '@/lib/bff/backend-client';
import { refreshSession } from '@/lib/bff/login';
import { isAllowedOrigin } from '@/lib/bff/origin';
import { requestContext } from '@/lib/bff/request-context';
import { clearSession, getSession, saveSession } from '@/lib/bff/session';
import { toPublicSession } from '@/lib/bff/session-data';

export const dynamic = 'force-dynamic';

export async function POST(req: NextRequest) {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  const session = await getSession();
  if (!session) {
    await clearSession();
    return unauthenticated();
  }
  try {
    const next = await refreshSession(session, requestContext(req));
    await saveSession(next);
    return dataResponse({ session: toPublicSession(next) });
  } catch (err) {
    // rules §4: a failed refresh clears the session. An unreachable backend is not a refusal:
    // the token stays valid until it expires, so the session is kept and the error shown.
    if (err instanceof BackendError && err.status >= 500) return responseForError(err);
    await clearSession();
    return unauthenticated();
  }
}
