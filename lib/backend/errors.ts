// The backend's errors: one typed code each, with its HTTP status from lib/domain/errors.ts.
import { BACKEND_ERROR_STATUS, type TBackendErrorCode, type TFieldErrors } from '../domain/errors';

export const ERROR_STATUS = BACKEND_ERROR_STATUS;
export type TErrorCode = TBackendErrorCode;
export type { TFieldErrors };

export class ApiError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: TFieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have the right to do this') => new ApiError('FORBIDDEN', message);
export const invalidField = (field: string, message: string) =>
  new ApiError('VALIDATION_FAILED', message, { [field]: message });

/** Body of every error response: `{ error: { code, message, fields?, ...details } }`. */
export function errorBody(err: ApiError) {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.details ?? {}),
    },
  };
}

/** Turns zod issues into `{ "a.b": "message" }`. */
export function fieldsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
