// The session (iron-session examples): POST logs in, GET reads, DELETE logs out.
import type { NextRequest } from 'next/server';
import {
  dataResponse,
  errorResponse,
  originMismatch,
  responseForError,
  unauthenticated,
  validationFailed,
} from '@/lib/bff/api-response';
import { logIn } from '@/lib/bff/login';
import { isAllowedOrigin } from '@/lib/bff/origin';
import { requestContext } from '@/lib/bff/request-context';
import { clearSession, getSession, saveSession } from '@/lib/bff/session';
import { toPublicSession } from '@/lib/bff/session-data';
import { ZLoginBody } from '@/lib/domain/auth';

export const dynamic = 'force-dynamic';

export async function POST(req: NextRequest) {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errorResponse(400, 'BAD_REQUEST', 'The request body is not valid JSON');
  }
  const parsed = ZLoginBody.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, 'Check the highlighted fields');
  try {
    const { session, tenant } = await logIn(parsed.data, requestContext(req));
    await saveSession(session);
    return dataResponse({ session: toPublicSession(session), tenant });
  } catch (err) {
    return responseForError(err);
  }
}

export async function GET() {
  const session = await getSession();
  return session ? dataResponse({ session: toPublicSession(session) }) : unauthenticated();
}

export async function DELETE(req: NextRequest) {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  await clearSession();
  return dataResponse({ ok: true });
}
