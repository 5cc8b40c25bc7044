import type { NextRequest } from 'next/server';
import { backendJson } from '@/lib/bff/backend-client';
import { handleJsonPost } from '@/lib/bff/json-post';
import { mailPaths, ZUnsubscribed, ZUnsubscribeToken } from '@/lib/domain/system';

const ZBody = ZUnsubscribeToken.strict();

/** Stops notification mail for the address the link was sent to. */
export function POST(req: NextRequest) {
  return handleJsonPost(req, ZBody, ({ token }, upstream) =>
    backendJson(mailPaths.unsubscribe(token), { method: 'POST', ...upstream }, ZUnsubscribed),
  );
}
