// Server-Sent Events written straight to Node's answer. Hono's streamSSE writes each event into a
// web TransformStream that @hono/node-server reads back and writes on: a few rounds of promises
// per event and stream. A planner's stream hears every note of the tenant, so with many open the
// cost multiplies and the process's other requests wait behind it (`npm run bench:live`). Same
// calls as streamSSE's stream, so the route runs either (a test calling app.fetch has no Node
// answer).
import type { ServerResponse } from 'node:http';

/** What the stream of changes uses of a stream (Hono's SSEStreamingApi has the same). */
export type TEventStream = {
  readonly closed: boolean;
  write(text: string): Promise<unknown>;
  writeSSE(message: { id?: string; event?: string; data: string }): Promise<void>;
  abort(): void;
  onAbort(listener: () => void): void;
};

/** One event in the text/event-stream format: a data line per line of `data`. */
export const sseText = ({ id, event, data }: { id?: string; event?: string; data: string }) =>
  `${event ? `event: ${event}\n` : ''}${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('')}${id === undefined ? '' : `id: ${id}\n`}\n`;

/** Answers 200 with an event stream on `res`; each write waits while the client reads slowly. */
export function nodeEventStream(res: ServerResponse): TEventStream {
  let closed = false;
  const listeners: Array<() => void> = [];
  const close = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  res.once('close', close);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done).off('close', done);
        resolve();
      };
      res.on('drain', done).on('close', done);
    });
  const write = async (text: string) => {
    if (!closed && !res.write(text)) await drained();
  };
  return {
    get closed() {
      return closed;
    },
    write,
    writeSSE: (message) => write(sseText(message)),
    abort: () => {
      res.end();
      close();
    },
    onAbort: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
