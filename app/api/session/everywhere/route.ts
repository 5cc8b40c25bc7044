// POST /api/session/everywhere: "log out everywhere" on the profile. Every session of the user
// ends on the server (other phones, a copied cookie), then this one's cookie goes.
import type { NextRequest } from 'next/server';
import { dataResponse, errorResponse, originMismatch, responseForError, unauthenticated } from '@/lib/bff/api-response';
import { endAllSessions } from '@/lib/bff/login';
import { isAllowedOrigin } from '@/lib/bff/origin';
import { requestContext } from '@/lib/bff/request-context';
import { clearSession, getSession } from '@/lib/bff/session';

export const dynamic = 'force-dynamic';

export async function POST(req: NextRequest) {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  const session = await getSession();
  if (!session) return unauthenticated();
  if (session.type !== 'user') return errorResponse(403, 'FORBIDDEN', 'This session has no personal login');
  try {
    await endAllSessions(session, requestContext(req));
  } catch (err) {
    return responseForError(err);
  }
  await clearSession();
  return dataResponse({ ok: true });
}
