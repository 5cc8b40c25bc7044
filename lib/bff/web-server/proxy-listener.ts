import 'server-only';
// /api/v1 in the production web server, answered before Next's router sees the request: the
// proxy's rules are proxy.ts's, this file only reads a Node request and writes a Node answer.
// It gives the answer what Next would have: the security headers of next.config.mjs, gzip for
// text above 1 kB, and X-Forwarded-For set to the socket's address when the request has none.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { getIronSession } from 'iron-session';
import { PROXY_PREFIX, proxy } from '../proxy';
import { sessionOptions, sessionWriter } from '../session-cookie';
import { SESSION_COOKIE } from '../session-data';
import { securityHeaders, staticCsp } from '../security-headers.mjs';
import { closeIfBodyUnread } from '../../node-http/early-answer';
import { processLog } from '../../node-http/logger';
import { nodeEventsOf } from '../backend-client';

const gzipBytes = promisify(gzip);

/** Whether the web server answers this request URL itself. */
export const isProxyPath = (url: string | undefined) => !!url && url.startsWith(`${PROXY_PREFIX}/`);

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
/** Next's `compress` (the compression package): text-like answers from 1 kB on. */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))\b|image\/svg\+xml)/i;
/** A stream of events goes out as each is written: gzip would hold them back until its block fills. */
const EVENT_STREAM = /^text\/event-stream\b/i;
/** Answers up to this size are written in one piece; larger ones (files) stream. */
const WRITE_WHOLE_MAX = 256 * 1024;

/** The first value of a cookie in a Cookie header, as the cookie package reads it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Whether the browser takes gzip (a q=0 refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  // As Next's server does: the socket's address when no X-Forwarded-For came (origin.ts).
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress)
    headers.set('x-forwarded-for', req.socket.remoteAddress);
  return headers;
}

/**
 * The request's body as the backend call reads it: a stream of its own, because the backend
 * client destroys the body it was sending when the backend answers and closes before reading
 * all of it (a refused upload). A destroyed request no longer reads the browser's connection,
 * which then stalls and is reset; this way the rest is read and dropped after the answer
 * (closeIfBodyUnread).
 */
function requestBody(req: IncomingMessage): Readable {
  const body = new PassThrough();
  req.once('error', (err) => body.destroy(err));
  return req.pipe(body);
}

/** The answer's headers with next.config.mjs's for /api as defaults, as Next merges them. */
function answerHeaders(answer: Response): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const { key, value } of securityHeaders) out[key.toLowerCase()] = value;
  out['content-security-policy'] = staticCsp;
  answer.headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

async function send(req: IncomingMessage, res: ServerResponse, answer: Response): Promise<void> {
  const headers = answerHeaders(answer);
  const type = answer.headers.get('content-type') ?? '';
  const length = Number(answer.headers.get('content-length') ?? NaN);
  const compressible = COMPRESSIBLE.test(type) && !EVENT_STREAM.test(type) && !answer.headers.has('content-encoding');
  if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const zip =
    compressible &&
    req.method !== 'HEAD' &&
    !!answer.body &&
    !(length < COMPRESS_MIN_BYTES) &&
    !/\bno-transform\b/i.test(answer.headers.get('cache-control') ?? '') &&
    acceptsGzip(req.headers['accept-encoding']);
  if (zip) {
    delete headers['content-length'];
    headers['content-encoding'] = 'gzip';
  }
  if (!answer.body || req.method === 'HEAD') {
    res.writeHead(answer.status, answer.statusText || undefined, headers).end();
    return;
  }
  if (length <= WRITE_WHOLE_MAX) {
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const body = zip ? await gzipBytes(bytes) : bytes;
    if (zip) headers['content-length'] = String(body.byteLength);
    res.writeHead(answer.status, answer.statusText || undefined, headers).end(body);
    return;
  }
  res.writeHead(answer.status, answer.statusText || undefined, headers);
  if (EVENT_STREAM.test(type)) return sendEvents(res, answer.body);
  const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream<Uint8Array>);
  await (zip ? pipeline(body, createGzip(), res) : pipeline(body, res));
}

/**
 * A stream of events, written on as each chunk comes: each is a few hundred bytes, and a Node
 * stream made of the web stream (as files get) costs every chunk of every open stream its own
 * round of promises, which the web process's other requests wait behind (`npm run bench:live`).
 */
const drainedOrClosed = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });

async function sendEvents(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const node = nodeEventsOf(body);
  if (node) {
    // Straight from the backend's answer: Node's pipe writes each chunk and waits on a slow reader.
    res.once('close', () => node.destroy());
    node.once('error', () => res.destroy());
    node.pipe(res);
    return;
  }
  const reader = body.getReader();
  res.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!res.write(value)) await drainedOrClosed(res);
  }
  res.end();
}

/** Answers one /api/v1 request. Never rejects: a failure while answering ends the connection. */
export async function proxyListener(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const proto = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    const headers = requestHeaders(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const answer = await proxy({
      method,
      pathname: query < 0 ? url : url.slice(0, query),
      search: query < 0 ? '' : url.slice(query),
      url: `${proto}://${headers.get('host') ?? 'localhost'}${url}`,
      headers,
      body: BODYLESS_METHODS.has(method) ? null : requestBody(req),
      signal: gone.signal,
      cookie: cookieValue(req.headers.cookie, SESSION_COOKIE),
      session: sessionWriter(() => getIronSession(req, res, sessionOptions())),
    });
    if (gone.signal.aborted) {
      res.destroy();
      return;
    }
    // A refused upload is answered while the browser still sends it.
    closeIfBodyUnread(req, res);
    await send(req, res, answer);
  } catch (err) {
    if (!gone.signal.aborted) processLog().error({ err }, '/api/v1 answer failed');
    res.destroy();
  }
}
