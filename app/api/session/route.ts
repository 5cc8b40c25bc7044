// The session (iron-session examples): POST logs in, GET reads, DELETE logs out.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { dataResponse, errorResponse, originMismatch, responseForError, unauthenticated } from '@/lib/bff/api-response';
import { logIn } from '@/lib/bff/login';
import { isAllowedOrigin } from '@/lib/bff/origin';
import { requestContext } from '@/lib/bff/request-context';
import { clearSession, getSession, saveSession } from '@/lib/bff/session';
import { toPublicSession } from '@/lib/bff/session-data';

export const dynamic = 'force-dynamic';

const ZLoginBody = z.object({
  username: z
    .string({ error: 'Enter your username' })
    .trim()
    .min(1, 'Enter your username')
    .max(200, 'At most 200 characters'),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200, 'At most 200 characters'),
});

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

export async function POST(req: NextRequest) {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errorResponse(400, 'BAD_REQUEST', 'The request body is not valid JSON');
  }
  const parsed = ZLoginBody.safeParse(body);
  if (!parsed.success)
    return errorResponse(422, 'VALIDATION_FAILED', 'Check the highlighted fields', fieldsOf(parsed.error));
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
