// Browser calls to our own /api routes. Responses are `{ data }` or `{ error: { code, message, fields, fieldKeys } }`;
// this unwraps `data` and turns everything else into an ApiClientError the UI can translate.
import { readFieldKeys, type TFieldKeys } from '../domain/validation-keys';
import { knownErrorCode, type TErrorCode } from './error-message';

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    message: string,
    /** English sentences per field, for logs; the UI shows `fieldKeys`. */
    readonly fields?: Record<string, string>,
    /** The message key and values per field (`Validation.<key>`). */
    readonly fieldKeys?: TFieldKeys,
    /** What the server says besides (the conflicting jobs of a 409 DOUBLE_BOOKING); unchecked. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

type TErrorBody = {
  error?: { code?: unknown; message?: unknown; fields?: unknown; fieldKeys?: unknown; details?: unknown };
};

/** The error of a failed answer's body (`{ error: { code, message, fields, fieldKeys } }` or anything else). */
export function apiErrorFromBody(status: number, body: unknown): ApiClientError {
  const err = (body as TErrorBody | null)?.error;
  const fallback = status >= 500 ? 'BACKEND_ERROR' : 'REQUEST_FAILED';
  const code = err?.code === undefined ? fallback : knownErrorCode(err.code);
  const message = typeof err?.message === 'string' ? err.message : `Request failed with status ${status}`;
  const fields =
    err?.fields && typeof err.fields === 'object'
      ? Object.fromEntries(Object.entries(err.fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
  return new ApiClientError(
    status,
    code,
    message,
    Object.keys(fields).length ? fields : undefined,
    readFieldKeys(err?.fieldKeys),
    err?.details,
  );
}

/** The code to translate (`Errors.<code>`) of anything thrown. */
export const errorCodeOf = (err: unknown): TErrorCode => (err instanceof ApiClientError ? err.code : 'UNKNOWN');

/** Reads a response the way every caller needs it: data on success, ApiClientError otherwise. */
export async function readApiResponse<T>(res: Response): Promise<T> {
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    if (body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
    throw new ApiClientError(res.status, 'UNKNOWN', 'The answer had no data');
  }
  throw apiErrorFromBody(res.status, body);
}

export type TApiRequest = {
  method?: string;
  json?: unknown;
  signal?: AbortSignal;
  /** The version the change is based on, sent as If-Match (lib/domain/versions.ts). */
  ifMatch?: string;
};

function requestHeaders(req: TApiRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.json !== undefined) headers['content-type'] = 'application/json';
  if (req.ifMatch) headers['if-match'] = req.ifMatch;
  return headers;
}

export async function apiRequest<T>(url: string, req: TApiRequest = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      headers: requestHeaders(req),
      body: req.json === undefined ? undefined : JSON.stringify(req.json),
      credentials: 'same-origin',
      signal: req.signal,
    });
  } catch (err) {
    if (req.signal?.aborted) throw err;
    throw new ApiClientError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  return readApiResponse<T>(res);
}

/** SWR fetcher: `useSWR('/api/v1/jobs', fetcher)`. */
export const fetcher = <T>(url: string): Promise<T> => apiRequest<T>(url);
