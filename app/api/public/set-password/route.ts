import type { NextRequest } from 'next/server';
import { backendJson } from '@/lib/bff/backend-client';
import { handleJsonPost } from '@/lib/bff/json-post';
import { authPaths, ZPasswordLinkParam, ZSetPasswordInput } from '@/lib/domain/auth';

const ZBody = ZPasswordLinkParam.extend(ZSetPasswordInput.shape).strict();

/** Sets a password with a forgotten-password or welcome link; 404 NOT_FOUND when the link is spent. */
export function POST(req: NextRequest) {
  return handleJsonPost(req, ZBody, async ({ token, password }, upstream) => {
    await backendJson(authPaths.setPassword(token), {
      method: 'POST',
      ...upstream,
      json: { password },
    });
    return { ok: true };
  });
}
