// One typed code per failure, mapped to its HTTP status here and nowhere else.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  DOUBLE_BOOKING: 409,
  ALREADY_CHECKED_IN: 409,
  NOT_CHECKED_IN: 409,
  ALREADY_CHECKED_OUT: 409,
  NOT_RELEASED: 409,
  ALREADY_SIGNED: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export type TFieldErrors = Record<string, string>;

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
