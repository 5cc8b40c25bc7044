import 'server-only';
// The one upstream client of the web app: every call to the backend goes through here.
// It adds the bearer token, `Type` and `X-Forwarded-Host`, unwraps `{ data }`, and turns
// every failure into a BackendError with a code the UI can translate.
import { z } from 'zod';
import { knownErrorCode, ZErrorBody, type TErrorCode, type TFieldErrors, type TFieldKeys } from '../domain/errors';
import { webConfig } from './config';

export class BackendError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    message: string,
    readonly fields?: TFieldErrors,
    readonly fieldKeys?: TFieldKeys,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

export type TBackendRequest = {
  method?: string;
  token?: string | null;
  /** The host the user came through; the backend picks the tenant from it. */
  host: string;
  proto?: string;
  /** The browser's address, for the backend's limits per client. */
  client?: string;
  body?: BodyInit | null;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Raw request (streams both ways); used by the proxy. Network failures become BackendErrors. */
export async function backendRequest(path: string, req: TBackendRequest): Promise<Response> {
  const headers = new Headers(req.headers);
  headers.set('type', 'MOBILE');
  headers.set('x-forwarded-host', req.host);
  if (req.proto) headers.set('x-forwarded-proto', req.proto);
  if (req.client) headers.set('x-forwarded-for', req.client);
  if (req.token) headers.set('authorization', `Bearer ${req.token}`);
  let body = req.body ?? undefined;
  if (req.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(req.json);
  }
  // The time limit covers the wait for the answer's headers once the request is sent: a slow
  // upload still being sent, or a long download that has started, must not be cut off.
  const timer = new AbortController();
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const startTimer = () => {
    timeoutId ??= setTimeout(() => timer.abort(), webConfig().backendTimeoutMs);
  };
  if (body instanceof ReadableStream) body = body.pipeThrough(new TransformStream({ flush: startTimer }));
  else startTimer();
  const signal = req.signal ? AbortSignal.any([req.signal, timer.signal]) : timer.signal;
  try {
    return await fetch(`${webConfig().backendUrl}/api/v1${path}`, {
      method: req.method ?? 'GET',
      headers,
      body,
      signal,
      cache: 'no-store',
      // Needed by Node's fetch to stream a request body.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (err) {
    if (timer.signal.aborted) throw new BackendError(504, 'BACKEND_TIMEOUT', 'The server took too long to answer');
    if (req.signal?.aborted) throw err;
    throw new BackendError(502, 'BACKEND_UNAVAILABLE', 'The server cannot be reached');
  } finally {
    clearTimeout(timeoutId);
  }
}

/** Reads `{ error: { code, message, fields, fieldKeys } }` from a failed response. */
export async function errorFromResponse(res: Response): Promise<BackendError> {
  const body = ZErrorBody.safeParse(await res.json().catch(() => null));
  if (body.success) {
    const { code, message, fields, fieldKeys } = body.data.error;
    return new BackendError(res.status, knownErrorCode(code), message, fields, fieldKeys);
  }
  return new BackendError(
    res.status,
    res.status >= 500 ? 'BACKEND_ERROR' : 'REQUEST_FAILED',
    `The server answered ${res.status}`,
  );
}

/** The answer's `data`, checked against the contract when one is given: a wrong shape is BACKEND_BAD_RESPONSE. */
export function parseData<T>(body: unknown, schema?: z.ZodType<T>): T {
  const data = (body as { data?: unknown } | null)?.data;
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error('[bff] the backend answered a shape this app cannot read', z.prettifyError(parsed.error));
  throw new BackendError(502, 'BACKEND_BAD_RESPONSE', 'The server sent an answer this app cannot read');
}

/** JSON call that returns the unwrapped `data`, validated against `schema` when given. */
export async function backendJson<T>(path: string, req: TBackendRequest, schema?: z.ZodType<T>): Promise<T> {
  const res = await backendRequest(path, req);
  if (!res.ok) throw await errorFromResponse(res);
  return parseData(await res.json().catch(() => null), schema);
}
