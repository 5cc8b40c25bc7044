// The HTTP of a `npm run bench:load` session, as a browser makes it: each request timed to the
// last byte and recorded, the session cookie kept up to date, and login, logout and the token
// refresh the browser's timer calls. Logins are held to a few at once, so that the bench never
// trips the backend's brute-force limit and a 429 would show as an error.
import { fetch } from 'undici';
import { sessionCookie } from './demo-login.mjs';

// The backend limits login attempts in flight per username (5) and per client address (10);
// a success gives its attempt back.
const LOGIN_CONCURRENCY = 4;

/** Runs `fn`s with at most `limit` of them in flight; the others wait their turn. */
function gate(limit) {
  let running = 0;
  const queue = [];
  return async function gated(fn) {
    while (running >= limit) await new Promise((r) => queue.push(r));
    running += 1;
    try {
      return await fn();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
}

/**
 * The calls of sessions on the web app at `web`, over `dispatcher`, timed into `recorder`. A
 * session is { username, cookie }: `call` keeps its cookie, `logIn` sets it (null on failure).
 */
export function sessionHttp({ web, dispatcher, recorder }) {
  // The demo tenant is served on localhost; state-changing calls need an Origin of that host.
  const origin = web;
  const gated = gate(LOGIN_CONCURRENCY);

  /** One request of a session; `base` another server (the backend's floor probe), `into` another map. */
  async function call(
    session,
    kind,
    { path, method = 'GET', json, ok = [200] },
    { base = web, into = recorder.results } = {},
  ) {
    const headers = {
      cookie: session.cookie ?? '',
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
    };
    if (method !== 'GET') headers.origin = origin;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 'no answer';
    let body = null;
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: 'manual',
        dispatcher,
      });
      body = await res.text();
      status = res.status;
      const cookie = sessionCookie(res);
      if (cookie) session.cookie = cookie;
    } catch {
      /* counted as an error below */
    }
    const error = !ok.includes(status);
    recorder.record(kind, performance.now() - started, error, status, into);
    return { status, error, body };
  }

  /** Logs the session in as its user; resolves to whether that worked. */
  async function logIn(session) {
    session.cookie = null;
    const res = await gated(() =>
      call(session, 'POST /api/session (login)', {
        path: '/api/session',
        method: 'POST',
        json: { username: session.username, password: 'demo' },
      }),
    );
    if (res.error) session.cookie = null;
    return !res.error;
  }

  const logOut = (session) => call(session, 'DELETE /api/session (logout)', { path: '/api/session', method: 'DELETE' });

  const refresh = (session) =>
    call(session, 'POST /api/session/refresh', { path: '/api/session/refresh', method: 'POST' });

  return { call, logIn, logOut, refresh };
}
