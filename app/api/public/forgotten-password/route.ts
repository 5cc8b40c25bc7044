import type { NextRequest } from 'next/server';
import { backendJson } from '@/lib/bff/backend-client';
import { handleJsonPost } from '@/lib/bff/json-post';
import { authPaths, ZForgottenPasswordBody } from '@/lib/domain/auth';

/** Asks for a reset link. The answer never says whether the account exists. */
export function POST(req: NextRequest) {
  return handleJsonPost(req, ZForgottenPasswordBody, async ({ username }, upstream) => {
    await backendJson(authPaths.forgottenPassword(), { method: 'POST', ...upstream, json: { username } });
    return { ok: true };
  });
}
