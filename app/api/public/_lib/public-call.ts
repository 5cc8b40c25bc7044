import 'server-only';
// Public (no session) calls of the login area. They change state, so the Origin must be our
// own; the body is validated here before the backend sees it.
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { dataResponse, errorResponse, responseForError, validationFailed } from '@/lib/bff/api-response';

export function requestHostOf(req: NextRequest): string {
  return req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost';
}

/** The scheme the browser used; the backend builds reset links from it. */
function protoOf(req: NextRequest): string {
  return req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '');
}

function isSameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === requestHostOf(req);
  } catch {
    return false;
  }
}

export async function handlePublicPost<T extends z.ZodType, R>(
  req: NextRequest,
  schema: T,
  run: (input: z.infer<T>, upstream: { host: string; proto: string }) => Promise<R>,
): Promise<Response> {
  if (!isSameOrigin(req)) return errorResponse(403, 'ORIGIN_MISMATCH', 'This request did not come from this site');
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errorResponse(400, 'BAD_REQUEST', 'The body must be JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, 'Some fields are not valid');
  try {
    return dataResponse(await run(parsed.data, { host: requestHostOf(req), proto: protoOf(req) }));
  } catch (err) {
    return responseForError(err);
  }
}
