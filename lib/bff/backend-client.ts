import 'server-only';
// The one upstream client of the web app: every call to the backend goes through here.
// It adds the bearer token, `Type` and `X-Forwarded-Host`, unwraps `{ data }`, and turns
// every failure into a BackendError with a code the UI can translate.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { errors, Pool, type Dispatcher } from 'undici';
import { z } from 'zod';
import { knownErrorCode, ZErrorBody, type TErrorCode, type TFieldErrors, type TFieldKeys } from '../domain/errors';
import { webConfig } from './config';
import { processLog } from '../node-http/logger';
import { currentRequest, REQUEST_ID_HEADER } from '../node-http/request-scope';

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
  /** A Node stream is what the web server's proxy reads a request body as. */
  body?: BodyInit | Readable | null;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The connections to the backend: one pool, kept alive, per backend URL. Undici's own `request`
 * rather than `fetch` (which is undici too, wrapped in the web's Request, Response and streams):
 * on a proxied call that wrapping costs more than everything else the web app does
 * (`npm run bench:web`).
 */
let pool: { url: string; pool: Pool } | null = null;
function backendPool(): Pool {
  const url = webConfig().backendUrl;
  if (pool?.url !== url) pool = { url, pool: new Pool(url, { connections: 256, keepAliveTimeout: 30_000 }) };
  return pool.pool;
}

/** Answers up to this size are read whole and handed on as bytes; larger ones (files) stream. */
const READ_WHOLE_MAX = 256 * 1024;
const BODYLESS_STATUS = new Set([204, 205, 304]);

function webHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

const EVENT_STREAM = /^text\/event-stream\b/i;
/** The Node stream under an event stream's body, for the web server to pipe on (nodeEventsOf). */
const eventSources = new WeakMap<ReadableStream<Uint8Array>, Readable>();

/**
 * An event stream's body. The production web server writes it to its Node answer as it comes,
 * from the Node stream undici gives (nodeEventsOf): every event of every open stream would
 * otherwise pass through a web stream's promises first (`npm run bench:live`). Anything else
 * reading the body (Next's route handler in development) gets the web stream it asks for.
 */
function eventBody(node: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(node) as unknown as ReadableStream<Uint8Array>).getReader();
        const { value, done } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: () => void node.destroy(),
    },
    // Nothing is read from the Node stream before someone asks.
    { highWaterMark: 0 },
  );
  eventSources.set(body, node);
  return body;
}

/** The Node stream of an event stream's body made by backendRequest, unless it was read already. */
export function nodeEventsOf(body: ReadableStream<Uint8Array>): Readable | undefined {
  const node = eventSources.get(body);
  eventSources.delete(body);
  return node && !body.locked ? node : undefined;
}

/** Raw request (streams both ways); used by the proxy. Network failures become BackendErrors. */
export async function backendRequest(path: string, req: TBackendRequest): Promise<Response> {
  const headers: Record<string, string> = { ...req.headers, type: 'MOBILE', 'x-forwarded-host': req.host };
  if (req.proto) headers['x-forwarded-proto'] = req.proto;
  if (req.client) headers['x-forwarded-for'] = req.client;
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  // The request this call is made for, so that its lines in both logs share one id.
  const scope = currentRequest();
  if (scope) headers[REQUEST_ID_HEADER] = scope.id;
  let body: string | ReadableStream<Uint8Array> | Readable | Uint8Array | null = null;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (
    req.body instanceof ReadableStream ||
    req.body instanceof Readable ||
    typeof req.body === 'string' ||
    req.body instanceof Uint8Array
  )
    body = req.body;
  else if (req.body) body = new Uint8Array(await new Response(req.body).arrayBuffer());
  const method = req.method ?? 'GET';
  try {
    // The time limit (headersTimeout) covers the wait for the answer's headers once the request
    // is sent: a slow upload still being sent, or a long download that has started, is not cut off.
    const res = await backendPool().request({
      path: `/api/v1${path}`,
      method: method as Dispatcher.HttpMethod,
      headers,
      // A request body stream (an upload) is sent as it is read.
      body: body instanceof ReadableStream ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : body,
      signal: req.signal,
      headersTimeout: webConfig().backendTimeoutMs,
    });
    const resHeaders = webHeaders(res.headers);
    if (method === 'HEAD' || BODYLESS_STATUS.has(res.statusCode)) {
      res.body.dump().catch(() => undefined);
      return new Response(null, { status: res.statusCode, headers: resHeaders });
    }
    const length = Number(res.headers['content-length'] ?? NaN);
    const answer =
      length <= READ_WHOLE_MAX
        ? ((await res.body.bytes()) as Uint8Array<ArrayBuffer>)
        : EVENT_STREAM.test(String(res.headers['content-type'] ?? ''))
          ? eventBody(res.body)
          : (Readable.toWeb(res.body) as unknown as ReadableStream<Uint8Array>);
    return new Response(answer, { status: res.statusCode, headers: resHeaders });
  } catch (err) {
    if (req.signal?.aborted) throw err;
    if (err instanceof errors.HeadersTimeoutError)
      throw new BackendError(504, 'BACKEND_TIMEOUT', 'The server took too long to answer');
    throw new BackendError(502, 'BACKEND_UNAVAILABLE', 'The server cannot be reached');
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
  processLog().error(`the backend answered a shape this app cannot read: ${z.prettifyError(parsed.error)}`);
  throw new BackendError(502, 'BACKEND_BAD_RESPONSE', 'The server sent an answer this app cannot read');
}

/** JSON call that returns the unwrapped `data`, validated against `schema` when given. */
export async function backendJson<T>(path: string, req: TBackendRequest, schema?: z.ZodType<T>): Promise<T> {
  const res = await backendRequest(path, req);
  if (!res.ok) throw await errorFromResponse(res);
  return parseData(await res.json().catch(() => null), schema);
}
