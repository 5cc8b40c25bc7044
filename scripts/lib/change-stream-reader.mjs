// A browser's stream of changes (GET /api/v1/changes through a web process, Server-Sent Events),
// read by the benchmarks: each note with the moment it arrived, and the processes that served
// the stream (nginx's X-Upstream headers, which the web app passes on).
import { fetch } from 'undici';

/** Opens the stream on `origin` with a session cookie; resolves once it is open. */
export async function openChangeStream(origin, cookie, { dispatcher } = {}) {
  const abort = new AbortController();
  const res = await fetch(`${origin}/api/v1/changes`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
    ...(dispatcher ? { dispatcher } : {}),
  });
  if (res.status !== 200) throw new Error(`GET /api/v1/changes on ${origin}: ${res.status}`);
  const notes = [];
  const waiters = new Set();
  let ended = false;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const arrivedAt = performance.now();
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: ?(.*)$/m.exec(block)?.[1];
          if (data) notes.push({ ...JSON.parse(data), arrivedAt });
        }
        for (const w of waiters) w();
      }
    } catch {
      /* closed by us */
    } finally {
      ended = true;
      for (const w of waiters) w();
    }
  })();
  /** The first note after index `from` that passes `test`, or null after `ms`. */
  const next = (test, { from = 0, ms = 5000 } = {}) =>
    new Promise((resolve) => {
      const look = () => {
        const found = notes.slice(from).find(test);
        if (found || ended) {
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found ?? null);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        resolve(null);
      }, ms);
      waiters.add(look);
      look();
    });
  return {
    notes,
    next,
    web: res.headers.get('x-upstream-webs'),
    backend: res.headers.get('x-upstream-backends'),
    close: () => abort.abort(),
  };
}
