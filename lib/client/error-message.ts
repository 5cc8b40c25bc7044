// Maps an error code (from the BFF, the proxy or the backend) to its message key. The codes
// themselves are listed once, in lib/domain/errors.ts.
import { knownErrorCode, type TErrorCode } from '../domain/errors';

export { ERROR_CODES, knownErrorCode, type TErrorCode } from '../domain/errors';

/** `Errors.<CODE>`, or `Errors.UNKNOWN` for a code we have no sentence for. */
export function errorMessageKey(code: unknown): `Errors.${TErrorCode}` {
  return `Errors.${knownErrorCode(code)}`;
}
