import type { NextRequest } from 'next/server';
import { backendJson } from '@/lib/bff/backend-client';
import { mailPaths, ZUnsubscribed, ZUnsubscribeToken } from '@/lib/domain/system';
import { handlePublicPost } from '../_lib/public-call';

const ZBody = ZUnsubscribeToken.strict();

/** Stops notification mail for the address the link was sent to. */
export function POST(req: NextRequest) {
  return handlePublicPost(req, ZBody, ({ token }, upstream) =>
    backendJson(mailPaths.unsubscribe(token), { method: 'POST', ...upstream }, ZUnsubscribed),
  );
}
