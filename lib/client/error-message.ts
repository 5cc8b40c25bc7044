// One place that maps an error code (from the BFF, the proxy or the backend) to its message key.
export const ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'TENANT_NOT_FOUND',
  'CONFLICT',
  'INVALID_TRANSITION',
  'DOUBLE_BOOKING',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ALREADY_CHECKED_IN',
  'NOT_CHECKED_IN',
  'ALREADY_CHECKED_OUT',
  'NOT_RELEASED',
  'ALREADY_SIGNED',
  'BACKEND_UNAVAILABLE',
  'BACKEND_TIMEOUT',
  'ORIGIN_MISMATCH',
  'INTERNAL',
  'REQUEST_FAILED',
  'BACKEND_ERROR',
  'NETWORK_ERROR',
  'UNKNOWN',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export function knownErrorCode(code: unknown): TErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as TErrorCode)
    : 'UNKNOWN';
}

/** `Errors.<CODE>`, or `Errors.UNKNOWN` for a code we have no sentence for. */
export function errorMessageKey(code: unknown): `Errors.${TErrorCode}` {
  return `Errors.${knownErrorCode(code)}`;
}
