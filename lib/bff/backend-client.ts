import 'server-only';
// The one upstream client of the web app: every call to the backend goes through here.
// It adds the bearer token, `Type` and `X-Forwarded-Host`, unwraps `{ data }`, and turns
// every failure into a BackendError with a code the UI can translate.
import { webConfig } from './config';

export class BackendError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
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

/** Reads `{ error: { code, message, fields } }` from a failed response. */
export async function errorFromResponse(res: Response): Promise<BackendError> {
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; fields?: Record<string, string> } };
    if (body?.error?.code)
      return new BackendError(res.status, body.error.code, body.error.message ?? body.error.code, body.error.fields);
  } catch {
    /* not JSON */
  }
  return new BackendError(
    res.status,
    res.status >= 500 ? 'BACKEND_ERROR' : 'REQUEST_FAILED',
    `The server answered ${res.status}`,
  );
}

/** JSON call that returns the unwrapped `data` (validated when a parser is given). */
export async function backendJson<T>(path: string, req: TBackendRequest, parse?: (data: unknown) => T): Promise<T> {
  const res = await backendRequest(path, req);
  if (!res.ok) throw await errorFromResponse(res);
  const body = (await res.json()) as { data?: unknown };
  return parse ? parse(body.data) : (body.data as T);
}
