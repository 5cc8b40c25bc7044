import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { backendJson } from '@/lib/bff/backend-client';
import { handlePublicPost } from '../_lib/public-call';

const ZBody = z.strictObject({ username: z.string().trim().min(1).max(200) });

/** Asks for a reset link. The answer never says whether the account exists. */
export function POST(req: NextRequest) {
  return handlePublicPost(req, ZBody, async ({ username }, upstream) => {
    await backendJson('/forgottenPassword', { method: 'POST', ...upstream, json: { username } });
    return { ok: true };
  });
}
