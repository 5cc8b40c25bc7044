// Small HTTP and SQL helpers of bench:cluster: a browser's calls to one web origin, and
// queries on the bench's private PostgreSQL.
import pg from 'pg';

/** SQL: today in the demo's time zone. */
export const TODAY = `(now() at time zone 'Europe/Amsterdam')::date`;

/** Logs in on `origin` (a web process or the balancer); resolves to the status and the cookie. */
export async function webLogin(origin, username, password = 'demo', { client } = {}) {
  const res = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json().catch(() => null);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('crewdeck_session='))
    ?.split(';')[0];
  return { status: res.status, code: body?.error?.code ?? null, cookie };
}

/** One call as the browser makes it on `origin`, with the session cookie; never throws. */
export async function webCall(origin, method, path, { cookie, json, headers = {}, timeoutMs = 20_000 } = {}) {
  try {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { origin }),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON (an nginx error page) */
    }
    return {
      status: res.status,
      body,
      code: body?.error?.code ?? null,
      upstream: res.headers.get('x-upstream-webs'),
      backendUpstream: res.headers.get('x-upstream-backends'),
    };
  } catch (err) {
    return {
      status: 0,
      body: null,
      code: err?.name === 'TimeoutError' ? 'CLIENT_TIMEOUT' : 'NETWORK',
      upstream: null,
      backendUpstream: null,
    };
  }
}

/** Runs `fn` with a client of the private database. */
export async function withSql(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn((text, values) => client.query(text, values).then((r) => r.rows));
  } finally {
    await client.end();
  }
}

/** Counts the values of `list` (status codes, error codes) as "a×3, b×1". */
export function tally(list) {
  const counts = new Map();
  for (const v of list) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}×${n}`).join(', ') || 'none';
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
