// Browser calls of the field-work screens. Like lib/client/fetcher, but it keeps the
// field-work error codes (ALREADY_CHECKED_IN, NOT_RELEASED, …) that the shared code list does
// not know yet, so the user reads the backend's reason translated instead of "something went wrong".
import { ERROR_CODES } from '@/lib/client/error-message';
import type { TSendAnswer } from '@/lib/client/offline-queue';

export const FIELD_ERROR_CODES = [
  ...ERROR_CODES, 'ALREADY_CHECKED_IN', 'NOT_CHECKED_IN', 'ALREADY_CHECKED_OUT', 'NOT_RELEASED', 'ALREADY_SIGNED',
  'UNSUPPORTED_MEDIA_TYPE',
] as const;
export type TFieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function fieldErrorCode(code: unknown): TFieldErrorCode {
  return typeof code === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(code) ? (code as TFieldErrorCode) : 'UNKNOWN';
}

export class CrewApiError extends Error {
  constructor(readonly status: number, readonly code: TFieldErrorCode, message: string, readonly fields?: Record<string, string>) {
    super(message);
    this.name = 'CrewApiError';
  }
}

/** Any thrown value as a code to translate (`Errors.<code>`). */
export const errorCodeOf = (err: unknown): TFieldErrorCode => (err instanceof CrewApiError ? err.code : 'UNKNOWN');

type TErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export function errorFromBody(status: number, body: unknown): CrewApiError {
  const err = (body as TErrorBody | null)?.error;
  const code = err?.code === undefined ? (status >= 500 ? 'BACKEND_ERROR' : 'REQUEST_FAILED') : fieldErrorCode(err.code);
  const message = typeof err?.message === 'string' ? err.message : `Request failed with status ${status}`;
  return new CrewApiError(status, code, message, fieldsOf(err?.fields));
}

export async function crewRequest<T>(url: string, req: { method?: string; json?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      headers: req.json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: req.json === undefined ? undefined : JSON.stringify(req.json),
      credentials: 'same-origin',
    });
  } catch {
    throw new CrewApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok && body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
  if (res.ok) throw new CrewApiError(res.status, 'UNKNOWN', 'The answer had no data');
  throw errorFromBody(res.status, body);
}

/** SWR fetcher for the field-work screens. */
export const crewFetcher = <T>(url: string) => crewRequest<T>(url);

/** One raw send of a check, for the offline queue: the status and the error, never a throw. */
export async function postCheck(url: string, body: unknown): Promise<TSendAnswer & { data?: unknown }> {
  try {
    const res = await fetch(url, {
      method: 'POST', credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) return { status: res.status, data: (json as { data?: unknown } | null)?.data };
    const err = errorFromBody(res.status, json);
    return { status: res.status, code: err.code, message: err.message };
  } catch {
    return { status: 0 };
  }
}

/**
 * A multipart upload with progress (fetch cannot report upload progress). Resolves with the
 * `data` of the answer; rejects with a CrewApiError.
 */
export function uploadWithProgress<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new CrewApiError(0, 'NETWORK_ERROR', 'The upload failed'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'data' in body) {
        onProgress(1);
        resolve((body as { data: T }).data);
      } else {
        reject(errorFromBody(xhr.status, body));
      }
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
