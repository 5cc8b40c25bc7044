import type { NextRequest } from 'next/server';
import { backendJson } from '@/lib/bff/backend-client';
import { authPaths, ZForgottenPasswordBody } from '@/lib/domain/auth';
import { handlePublicPost } from '../_lib/public-call';

/** Asks for a reset link. The answer never says whether the account exists. */
export function POST(req: NextRequest) {
  return handlePublicPost(req, ZForgottenPasswordBody, async ({ username }, upstream) => {
    await backendJson(authPaths.forgottenPassword(), { method: 'POST', ...upstream, json: { username } });
    return { ok: true };
  });
}
