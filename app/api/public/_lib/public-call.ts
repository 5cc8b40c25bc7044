import 'server-only';
// Public (no session) calls of the login area. They change state, so the Origin must be our
// own; the body is validated here before the backend sees it.
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { BackendError } from '@/lib/bff/backend-client';

const fail = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  NextResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

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
): Promise<NextResponse> {
  if (!isSameOrigin(req)) return fail(403, 'ORIGIN_MISMATCH', 'This request did not come from this site');
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return fail(400, 'BAD_REQUEST', 'The body must be JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    return fail(422, 'VALIDATION_FAILED', 'Some fields are not valid', fields);
  }
  try {
    return NextResponse.json(
      { data: await run(parsed.data, { host: requestHostOf(req), proto: protoOf(req) }) },
      { status: 200, headers: { 'cache-control': 'no-store' } },
    );
  } catch (err) {
    if (err instanceof BackendError) return fail(err.status, err.code, err.message, err.fields);
    return fail(500, 'INTERNAL', 'Something went wrong');
  }
}
