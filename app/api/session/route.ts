// The session (iron-session examples): POST logs in, GET reads, DELETE logs out.
import type { NextRequest } from 'next/server';
import { dataResponse, originMismatch, unauthenticated } from '@/lib/bff/api-response';
import { handleJsonPost } from '@/lib/bff/json-post';
import { logIn } from '@/lib/bff/login';
import { isAllowedOrigin } from '@/lib/bff/origin';
import { clearSession, getSession, saveSession } from '@/lib/bff/session';
import { toPublicSession } from '@/lib/bff/session-data';
import { ZLoginBody } from '@/lib/domain/auth';

export const dynamic = 'force-dynamic';

export function POST(req: NextRequest) {
  return handleJsonPost(req, ZLoginBody, async (credentials, upstream) => {
    const { session, tenant } = await logIn(credentials, upstream);
    await saveSession(session);
    return { session: toPublicSession(session), tenant };
  });
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
