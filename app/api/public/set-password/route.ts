import type { NextRequest } from 'next/server';
import { backendJson } from '@/lib/bff/backend-client';
import { authPaths, ZPasswordLinkParam, ZSetPasswordInput } from '@/lib/domain/auth';
import { handlePublicPost } from '../_lib/public-call';

const ZBody = ZPasswordLinkParam.extend(ZSetPasswordInput.shape).strict();

/** Sets a password with a forgotten-password or welcome link; 404 NOT_FOUND when the link is spent. */
export function POST(req: NextRequest) {
  return handlePublicPost(req, ZBody, async ({ token, password }, upstream) => {
    await backendJson(authPaths.setPassword(token), {
      method: 'POST',
      ...upstream,
      json: { password },
    });
    return { ok: true };
  });
}
