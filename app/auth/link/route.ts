// GET /auth/link?PID=…|PCID=…&Password=…: the project and plus-crew logins by URL (rules §6).
// The gate sends such URLs here; success lands on the session's own page.
import type { NextRequest } from 'next/server';
import { ZCredentials } from '@/lib/domain/auth';
import { sessionHome } from '@/lib/auth/route-access';
import { BackendError } from '@/lib/bff/backend-client';
import { logIn } from '@/lib/bff/login';
import { requestContext } from '@/lib/bff/request-context';
import { getSession, saveSession } from '@/lib/bff/session';

export const dynamic = 'force-dynamic';

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
const failed = (code: string) => redirect(`/login?${new URLSearchParams({ error: code }).toString()}`);

export async function GET(req: NextRequest) {
  const q = req.nextUrl.searchParams;
  // A full user session is never swapped for a reduced one by a link someone sent.
  if ((await getSession())?.type === 'user') return redirect('/');
  const parsed = ZCredentials.safeParse({
    ...(q.has('PID') ? { projectId: q.get('PID') } : {}),
    ...(q.has('PCID') ? { plusCrewId: q.get('PCID') } : {}),
    password: q.get('Password') ?? '',
  });
  if (!parsed.success || (parsed.data.projectId === undefined && parsed.data.plusCrewId === undefined))
    return failed('VALIDATION_FAILED');
  try {
    const { session } = await logIn(parsed.data, requestContext(req));
    const home = sessionHome(session);
    if (!home) return failed('VALIDATION_FAILED');
    await saveSession(session);
    return redirect(home);
  } catch (err) {
    return failed(err instanceof BackendError ? err.code : 'INTERNAL');
  }
}
