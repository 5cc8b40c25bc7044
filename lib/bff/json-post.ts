import 'server-only';
// The BFF's own POST routes (the login, and the login area's public calls): they change state,
// so the Origin must be ours; the body must be JSON that the route's domain schema accepts,
// checked here before the backend sees it. The answer is `{ data }` or an error, like the backend's.
import type { z } from 'zod';
import { dataResponse, errorResponse, originMismatch, responseForError, validationFailed } from './api-response';
import type { TRequestContext } from './login';
import { isAllowedOrigin } from './origin';
import { requestContext } from './request-context';

export async function handleJsonPost<T extends z.ZodType, R>(
  req: Request,
  schema: T,
  run: (input: z.output<T>, upstream: TRequestContext) => Promise<R>,
): Promise<Response> {
  if (!isAllowedOrigin(req.method, req.headers)) return originMismatch();
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errorResponse(400, 'BAD_REQUEST', 'The request body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, 'Check the highlighted fields');
  try {
    return dataResponse(await run(parsed.data, requestContext(req)));
  } catch (err) {
    return responseForError(err);
  }
}
