// GET /api/public/calendar/{secret}.ics: a calendar subscription's feed on the web app's own
// origin, for calendar apps. No session: the secret is the key (the backend checks it against
// the tenant of this host). The ETag and If-None-Match travel both ways, so an unchanged feed is
// answered 304.
import type { NextRequest } from 'next/server';
import { backendRequest } from '@/lib/bff/backend-client';
import { requestContext } from '@/lib/bff/request-context';
import { CALENDAR_FEED_TOKEN } from '@/lib/domain/self-service/feed-token';
import { selfServicePaths } from '@/lib/domain/self-service/paths';

export const dynamic = 'force-dynamic';

const PASSED = ['content-type', 'content-disposition', 'etag', 'cache-control', 'x-content-type-options'];

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function GET(req: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const token = file.replace(/\.ics$/, '');
  if (!CALENDAR_FEED_TOKEN.test(token)) return plain(404, 'Calendar not found');
  const ifNoneMatch = req.headers.get('if-none-match');
  let res: Response;
  try {
    res = await backendRequest(selfServicePaths.calendarFeed(token), {
      ...requestContext(req),
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      signal: req.signal,
    });
  } catch {
    return plain(502, 'The calendar cannot be reached right now');
  }
  if (res.status !== 200 && res.status !== 304) {
    await res.body?.cancel();
    return res.status === 404 || res.status === 422
      ? plain(404, 'Calendar not found')
      : plain(502, 'The calendar cannot be reached right now');
  }
  const headers = new Headers();
  for (const name of PASSED) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.status === 304 ? null : res.body, { status: res.status, headers });
}
