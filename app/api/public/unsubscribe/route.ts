import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { backendJson } from '@/lib/bff/backend-client';
import { handlePublicPost } from '../_lib/public-call';

const ZBody = z.strictObject({
  token: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const ZAnswer = z.object({ email: z.string() });

/** Stops notification mail for the address the link was sent to. */
export function POST(req: NextRequest) {
  return handlePublicPost(req, ZBody, ({ token }, upstream) =>
    backendJson(`/emailMessages/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', ...upstream }, ZAnswer),
  );
}
