// The one list of error codes, shared by the backend, the BFF and the browser. Each code has
// one HTTP status here and one sentence `Errors.<CODE>` in every messages file
// (messages/messages.test.ts checks them all).
import { z } from 'zod';
import { VALIDATION_KEYS } from './validation-keys';

/** What the backend answers with, and the status it uses. */
export const BACKEND_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  /** The session was logged out, revoked (a password change, "log out everywhere") or is past its 8 hours. */
  SESSION_ENDED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  DOUBLE_BOOKING: 409,
  /** A shift swap would double-book the colleague taking it: it is refused, never confirmed twice. */
  SWAP_CONFLICT: 409,
  /** Saying yes to a job would break a working-time rule: crew never confirm their own breach. */
  WORKING_TIME_BREACH: 409,
  /** Saying yes to a job whose function requires a training the person does not hold valid. */
  TRAINING_REQUIRED: 409,
  ALREADY_CHECKED_IN: 409,
  /** The job was cancelled (a check-in sent later from a phone's offline queue, say). */
  JOB_CANCELLED: 409,
  NOT_CHECKED_IN: 409,
  ALREADY_CHECKED_OUT: 409,
  NOT_RELEASED: 409,
  ALREADY_SIGNED: 409,
  /** A tenant without all five plus-crew value types (rules §8 'Required value types not found'). */
  VALUE_TYPES_MISSING: 409,
  /** A signatory of a "one by one" document signs before the one before them has signed. */
  SIGNATORY_OUT_OF_TURN: 409,
  /** An approved or paid receipt is in the books: it no longer changes. */
  RECEIPT_LOCKED: 409,
  /** A sent invoice no longer changes; a copy does. */
  INVOICE_LOCKED: 409,
  /** The record changed since the version the write was based on (lib/domain/versions.ts). */
  PRECONDITION_FAILED: 412,
  /** A write to a versioned record that did not say which version it was based on. */
  PRECONDITION_REQUIRED: 428,
  /** An Idempotency-Key sent again for another request or by someone else. */
  IDEMPOTENCY_KEY_REUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  /** A per-user allowance is used up (photos per crew day, photos per minute). */
  QUOTA_EXCEEDED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  /** The database cannot be reached (down, restarting): try again shortly; nothing was changed. */
  DATABASE_UNAVAILABLE: 503,
  /** This backend process serves no stream of changes (a tool that builds the app without serving). */
  LIVE_UNAVAILABLE: 503,
} as const;

/** What the web app's server (the BFF) adds: the browser's call refused, or the backend failing it. */
export const BFF_ERROR_STATUS = {
  ORIGIN_MISMATCH: 403,
  /** The backend cannot be reached. */
  BACKEND_UNAVAILABLE: 502,
  /** The backend took longer than BACKEND_TIMEOUT_MS. */
  BACKEND_TIMEOUT: 504,
  /** The backend answered in a shape this app cannot read. */
  BACKEND_BAD_RESPONSE: 502,
  /** The backend failed without a code of its own. */
  BACKEND_ERROR: 502,
  /** The backend refused without a code of its own. */
  REQUEST_FAILED: 400,
} as const;

/** What only the browser sees: no network, or an error without a known code. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'UNKNOWN'] as const;

export type TBackendErrorCode = keyof typeof BACKEND_ERROR_STATUS;
export type TBffErrorCode = keyof typeof BFF_ERROR_STATUS;
export type TErrorCode = TBackendErrorCode | TBffErrorCode | (typeof CLIENT_ERROR_CODES)[number];

export const ERROR_CODES: readonly TErrorCode[] = [
  ...(Object.keys(BACKEND_ERROR_STATUS) as TBackendErrorCode[]),
  ...(Object.keys(BFF_ERROR_STATUS) as TBffErrorCode[]),
  ...CLIENT_ERROR_CODES,
];

export const isErrorCode = (code: unknown): code is TErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

const STATUS_OF: Partial<Record<TErrorCode, number>> = { ...BACKEND_ERROR_STATUS, ...BFF_ERROR_STATUS };

/**
 * Whether a failure may pass on its own: the server, the backend or the network failed, not the
 * request (a 5xx, no answer, or one this app cannot read). Screens then offer Try again.
 */
export const isPassingError = (code: TErrorCode): boolean =>
  code === 'NETWORK_ERROR' || code === 'UNKNOWN' || (STATUS_OF[code] ?? 0) >= 500;

/** A code from the wire as one of ours; anything else is UNKNOWN. */
export const knownErrorCode = (code: unknown): TErrorCode => (isErrorCode(code) ? code : 'UNKNOWN');

/** `{ "a.b": "message" }`: a message per invalid field, keyed by its path. */
export type TFieldErrors = Record<string, string>;
export type { TFieldKeys } from './validation-keys';

// Only the BFF parses error bodies, yet the browser imports this file for its codes: built in a
// function marked pure, the schema (and zod with it) drops out of browser bundles that never use it.
/**
 * Every error answer of the backend and the BFF: `{ error: { code, message, fields?, fieldKeys? } }`.
 * `fields` holds English sentences for API clients, `fieldKeys` the message key and values of each
 * field (lib/domain/validation.ts); a key this app does not know reads as `invalid`.
 */
export const ZErrorBody = /* @__PURE__ */ (() => {
  const ZFieldKey = z.object({
    key: z.enum(VALIDATION_KEYS).catch('invalid'),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  });
  return z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      // Unreadable keys must not cost the answer its code.
      fieldKeys: z.record(z.string(), ZFieldKey).optional().catch(undefined),
    }),
  });
})();
export type TErrorBody = z.infer<typeof ZErrorBody>;
