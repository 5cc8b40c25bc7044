import 'server-only';
// The BFF's own JSON answers: `{ data }` or `{ error: { code, message, fields?, fieldKeys? } }`, like the backend.
import type { TFieldKeys } from '../domain/errors';
import { fieldErrorsFromIssues, type TIssue } from '../domain/validation';
import { BackendError } from './backend-client';
import { processLog } from '../node-http/logger';

export const dataResponse = (data: unknown, status = 200) =>
  Response.json({ data }, { status, headers: { 'cache-control': 'no-store' } });

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  fieldKeys?: TFieldKeys,
): Response {
  return Response.json(
    { error: { code, message, ...(fields ? { fields } : {}), ...(fieldKeys ? { fieldKeys } : {}) } },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/** 422 for a body the BFF itself refuses, with the same fields and message keys as the backend's. */
export function validationFailed(issues: readonly TIssue[], message: string): Response {
  const { fields, fieldKeys } = fieldErrorsFromIssues(issues);
  return errorResponse(422, 'VALIDATION_FAILED', message, fields, fieldKeys);
}

export const unauthenticated = () => errorResponse(401, 'UNAUTHENTICATED', 'You are not logged in');
export const originMismatch = () => errorResponse(403, 'ORIGIN_MISMATCH', 'This request did not come from this site');

/** Any failure as an error response; unexpected errors are logged, never shown. */
export function responseForError(err: unknown): Response {
  if (err instanceof BackendError) return errorResponse(err.status, err.code, err.message, err.fields, err.fieldKeys);
  processLog().error({ err }, 'answer failed');
  return errorResponse(500, 'INTERNAL', 'Something went wrong');
}

/** Codes with which the backend says the token is no good: the session must go. */
export const isDeadTokenCode = (code: string) =>
  code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID' || code === 'UNAUTHENTICATED' || code === 'SESSION_ENDED';
