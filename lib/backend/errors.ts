// The backend's errors: one typed code each, with its HTTP status from lib/domain/errors.ts.
import { BACKEND_ERROR_STATUS, type TBackendErrorCode, type TFieldErrors } from '../domain/errors';
import {
  fieldErrorsFromIssues,
  type TFieldKeys,
  type TIssue,
  type TValidationKey,
  type TValidationValues,
} from '../domain/validation';

export const ERROR_STATUS = BACKEND_ERROR_STATUS;
export type TErrorCode = TBackendErrorCode;
export type { TFieldErrors, TFieldKeys };

export class ApiError extends Error {
  /** The message key of each field in `fields`; a field without its own key reads as `invalid`. */
  readonly fieldKeys?: TFieldKeys;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: TFieldErrors,
    readonly details?: Record<string, unknown>,
    fieldKeys?: TFieldKeys,
  ) {
    super(message);
    this.name = 'ApiError';
    if (fields) {
      // Every field the UI may show gets a key, so no English sentence has to reach the user.
      const keys = Object.fromEntries(Object.keys(fields).map((f) => [f, fieldKeys?.[f] ?? { key: 'invalid' }]));
      this.fieldKeys = keys as TFieldKeys;
    }
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have the right to do this') => new ApiError('FORBIDDEN', message);
/** The server's own check of one field; `key` names its message in `Validation.*`. */
export const invalidField = (
  field: string,
  message: string,
  key: TValidationKey = 'invalid',
  values?: TValidationValues,
) =>
  new ApiError('VALIDATION_FAILED', message, { [field]: message }, undefined, {
    [field]: values ? { key, values } : { key },
  });

/** 422 VALIDATION_FAILED from zod issues, named after the first invalid field. */
export function validationError(issues: readonly TIssue[]): ApiError {
  const { fields, fieldKeys } = fieldErrorsFromIssues(issues);
  const first = Object.entries(fields)[0];
  return new ApiError(
    'VALIDATION_FAILED',
    first ? `${first[0]}: ${first[1]}` : 'The request is not valid',
    fields,
    undefined,
    fieldKeys,
  );
}

/** Body of every error response: `{ error: { code, message, fields?, fieldKeys?, ...details } }`. */
export function errorBody(err: ApiError) {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.fields ? { fields: err.fields, fieldKeys: err.fieldKeys } : {}),
      ...(err.details ?? {}),
    },
  };
}
