// The session (iron-session examples): POST logs in, GET reads, DELETE logs out.
import type { NextRequest } from 'next/server';
import { dataResponse, originMismatch, responseForError, unauthenticated } from '@/lib/bff/api-response';
import { handleJsonPost } from '@/lib/bff/json-post';
import { BackendError } from '@/lib/bff/backend-client';
import { endSession, logIn } from '@/lib/bff/login';
import { requestContext } from '@/lib/bff/request-context';
import { isAllowedOrigin } from '@/lib/bff/origin';
import { clearSession, getSession, saveSession } from '@/lib/bff/session';
import { toPublicSession } from '@/lib/bff/session-data';
import { sessionEnded } from '@/lib/bff/session-live';
import { ZLoginBody } from '@/lib/domain/auth';

export const dynamic = 'force-dynamic';

export function POST(req: NextRequest) {
  return handleJsonPost(req, ZLoginBody, async (credentials, upstream) => {
    const { session, tenant } = await logIn(credentials, upstream);
    await saveSession(session);
    return { session: toPublicSession(session), tenant };
  });
}

/** The backend is asked first: a copy of a logged-out cookie still unseals, and reads nothing. */
export async function GET(req: NextRequest) {
  const session = await getSession();
  if (!session) return unauthenticated();
  try {
    const ended = await sessionEnded(session, requestContext(req));
    if (ended) {
      // As the proxy does on the same answer: the cookie goes with its session.
      await clearSession();
      return responseForError(ended);
    }
  } catch (err) {
    // The backend cannot say: nothing is shown, and the cookie stays for when it can.
    return responseForError(err);
  }
  return dataResponse({ session: toPublicSession(session) });
}

/** Logging out ends the session on the server too, so a copy of the cookie stops working. */
export async function DELETE(req: NextRequest) {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  const session = await getSession();
  if (session) {
    try {
      await endSession(session, requestContext(req));
    } catch (err) {
      // Already ended (401): nothing to do. Otherwise the cookie still goes, and we say so.
      if (!(err instanceof BackendError && err.status === 401)) {
        await clearSession();
        return responseForError(err);
      }
    }
  }
  await clearSession();
  return dataResponse({ ok: true });
}
