import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { backendJson } from '@/lib/bff/backend-client';
import { ZNewPassword } from '@/lib/domain/auth';
import { handlePublicPost } from '../_lib/public-call';

const ZBody = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  password: ZNewPassword,
});

/** Sets a password with a forgotten-password or welcome link; 404 NOT_FOUND when the link is spent. */
export function POST(req: NextRequest) {
  return handlePublicPost(req, ZBody, async ({ token, password }, upstream) => {
    await backendJson(`/forgottenPassword/${encodeURIComponent(token)}`, {
      method: 'POST',
      ...upstream,
      json: { password },
    });
    return { ok: true };
  });
}
