// A browser's stream of changes (GET /api/v1/changes through a web process, Server-Sent Events),
// read by the benchmarks: each note with the moment it arrived, and the processes that served
// the stream (nginx's X-Upstream headers, which the web app passes on).
import { request } from 'undici';

/** Opens the stream on `origin` with a session cookie; resolves once it is open. */
export async function openChangeStream(origin, cookie, { dispatcher } = {}) {
  const abort = new AbortController();
  // undici's request gives a Node stream: a browser's reading costs this process (which reads all
  // the streams of a benchmark, beside the servers) as little as it can.
  const res = await request(`${origin}/api/v1/changes`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
    ...(dispatcher ? { dispatcher } : {}),
  });
  if (res.statusCode !== 200) {
    await res.body.dump();
    throw new Error(`GET /api/v1/changes on ${origin}: ${res.statusCode}`);
  }
  const notes = [];
  const waiters = new Set();
  let ended = false;
  let buffer = '';
  const finish = () => {
    ended = true;
    for (const w of waiters) w();
  };
  res.body.setEncoding('utf8');
  res.body.on('data', (text) => {
    const arrivedAt = performance.now();
    buffer += text;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (data) notes.push({ ...JSON.parse(data), arrivedAt });
    }
    for (const w of waiters) w();
  });
  // Closed by us, or by the server.
  res.body.on('error', () => undefined).on('close', finish);
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
    web: res.headers['x-upstream-webs'] ?? null,
    backend: res.headers['x-upstream-backends'] ?? null,
    close: () => abort.abort(),
  };
}
