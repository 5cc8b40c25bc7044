// One keep-alive connection driven byte by byte over node:net, as a browser or a proxy reuses
// it: what a server does with the connection after answering a request whose body it had not
// read to its end, which an HTTP client library would hide.
import { connect, type Socket } from 'node:net';

export type TRawAnswer = { status: number; headers: Record<string, string>; body: Buffer };

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

/** The body of a chunked answer once its last chunk has come, and the bytes it took. */
function dechunk(bytes: Buffer): { body: Buffer; used: number } | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf(CRLF, at);
    if (lineEnd < 0) return null;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    const start = lineEnd + 2;
    if (size === 0) return bytes.length < start + 2 ? null : { body: Buffer.concat(parts), used: start + 2 };
    if (bytes.length < start + size + 2) return null;
    parts.push(bytes.subarray(start, start + size));
    at = start + size + 2;
  }
}

/** The first whole answer in `bytes`, and the bytes it took. */
function parseAnswer(bytes: Buffer): { answer: TRawAnswer; used: number } | null {
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  const rest = bytes.subarray(headEnd + 4);
  if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
    const chunked = dechunk(rest);
    return chunked && { answer: { status, headers, body: chunked.body }, used: headEnd + 4 + chunked.used };
  }
  const length = Number(headers['content-length'] ?? 0);
  if (rest.length < length) return null;
  return { answer: { status, headers, body: rest.subarray(0, length) }, used: headEnd + 4 + length };
}

export class RawConnection {
  private received = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  /** Whether the server has ended its side (FIN). */
  serverEnded = false;
  /** The first error on the connection (ECONNRESET, EPIPE), whenever it came. */
  error: string | null = null;
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('end', () => {
      this.serverEnded = true;
      this.wake();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      this.error ??= err.code ?? err.message;
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  /** Half-open: the client may go on sending after the server has ended its side, as TCP allows. */
  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true }, () =>
        resolve(new RawConnection(socket)),
      );
      socket.once('error', reject);
    });
  }

  private wake() {
    this.waiting?.();
  }

  /** Resolves on the connection's next event (data, end, error, close), or after `ms`. */
  private event(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiting = () => {
        clearTimeout(timer);
        this.waiting = null;
        resolve();
      };
    });
  }

  private async until(done: () => boolean, ms: number): Promise<void> {
    const stop = performance.now() + ms;
    while (!done() && performance.now() < stop) await this.event(stop - performance.now());
  }

  /** How the connection stands: an error, 'end' once the server has ended its side, or 'open'. */
  get state(): string {
    return this.error ?? (this.serverEnded ? 'end' : this.closed ? 'closed' : 'open');
  }

  /** Writes, waiting while the socket's buffer is full; false once the connection is broken. */
  write(bytes: Buffer | string): Promise<boolean> {
    if (this.error || this.socket.destroyed || !this.socket.writable) return Promise.resolve(false);
    return new Promise((resolve) => {
      if (this.socket.write(bytes)) return resolve(true);
      const done = () => {
        this.socket.off('drain', done).off('close', done);
        resolve(!this.socket.destroyed);
      };
      this.socket.once('drain', done).once('close', done);
    });
  }

  /** The next whole answer; rejects with the connection's state if it breaks or ends first. */
  async answer(): Promise<TRawAnswer> {
    for (;;) {
      const parsed = parseAnswer(this.received);
      if (parsed) {
        this.received = this.received.subarray(parsed.used);
        return parsed.answer;
      }
      if (this.state !== 'open') throw new Error(`the connection ended (${this.state}) before a whole answer`);
      await this.event(60_000);
    }
  }

  /** Waits up to `ms` for the server to end its side; the connection's state then. */
  async serverEnd(ms: number): Promise<string> {
    await this.until(() => this.serverEnded || !!this.error || this.closed, ms);
    return this.state;
  }

  /** Ends the client's side and waits up to `ms` for the connection to close; its state then. */
  async finish(ms: number): Promise<string> {
    this.socket.end();
    await this.until(() => this.closed, ms);
    return this.closed ? this.state : `still open after ${ms} ms`;
  }

  destroy() {
    this.socket.destroy();
  }
}

/** A request head of HTTP/1.1 on a kept-alive connection. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ connection: 'keep-alive', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A request body of `size` bytes: `start`, zeros, then `end` (a multipart file part, say). */
export type TRawBody = { start: Buffer; size: number; end: Buffer };
const PIECE = 64 * 1024;

export const MULTIPART_BOUNDARY = '----crewdeck-raw-upload';
/** A multipart body of `size` bytes whose one part, `file`, starts with `magic` (its type by its bytes). */
export const fileUpload = (size: number, magic: Buffer): TRawBody => ({
  start: Buffer.concat([
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    magic,
  ]),
  size,
  end: Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`),
});

function piece(body: TRawBody, at: number): Buffer {
  const to = Math.min(at + PIECE, body.size);
  const out = Buffer.alloc(to - at);
  if (at < body.start.length) body.start.copy(out, 0, at, Math.min(to, body.start.length));
  const endAt = body.size - body.end.length;
  if (to > endAt) body.end.copy(out, Math.max(0, endAt - at), Math.max(0, at - endAt), to - endAt);
  return out;
}

/** The whole body at once. */
export const wholeBody = (body: TRawBody): Buffer => {
  const out = Buffer.alloc(body.size);
  body.start.copy(out);
  body.end.copy(out, body.size - body.end.length);
  return out;
};

/**
 * Sends `head`, then the body piece by piece until the server answers, as a browser goes on
 * uploading until it reads the answer; then does what a client that reuses connections may do.
 * On `Connection: close` it waits for the server to end its side, sends the rest of the body if
 * `goOnSending` (a client that does not stop its upload for the answer), ends its own side and
 * waits for the connection to close. Otherwise it sends the rest of the body and `next` on the
 * same connection. `then` is `closed: end` (a clean close), `next: <status>`, or how it broke.
 */
export async function answerBeforeBodyEnd(
  url: string,
  head: string,
  body: TRawBody,
  next: string,
  o: { goOnSending?: boolean } = {},
): Promise<{ answer: TRawAnswer; then: string }> {
  const conn = await RawConnection.open(url);
  let sent = 0;
  const sendRest = async () => {
    while (sent < body.size) {
      const bytes = piece(body, sent);
      sent += bytes.length;
      if (!(await conn.write(bytes))) return;
    }
  };
  try {
    let answer: TRawAnswer | null = null;
    const answering = conn.answer().then((a) => (answer = a));
    await conn.write(head);
    while (!answer && sent < body.size) {
      const bytes = piece(body, sent);
      sent += bytes.length;
      await Promise.race([conn.write(bytes), answering]);
    }
    const refused = await answering;
    if (/\bclose\b/i.test(refused.headers.connection ?? '')) {
      const ended = await conn.serverEnd(10_000);
      if (ended === 'end' && o.goOnSending) await sendRest();
      return { answer: refused, then: `closed: ${ended === 'end' ? await conn.finish(10_000) : ended}` };
    }
    await sendRest();
    await conn.write(next);
    const then = await conn.answer().then(
      (a) => `next: ${a.status}`,
      (err: Error) => `next: ${err.message}`,
    );
    return { answer: refused, then };
  } finally {
    conn.destroy();
  }
}
