// What `npm run bench:load` finds out before the run, outside the figures: each crew user's crew
// of today (its sessions check in there and list its photos), and what each read of the mix
// costs alone, through the web app and directly at the backend, so that the report can show how
// much of a time under load is queueing and how much of it is the backend's.
import { fetch } from 'undici';
import { median } from './bench-report.mjs';
import { crewDayOf, MIX } from './load-mix.mjs';

/** Today's crew of each crew user (for the check-in and the photos): username → crew day or null. */
export async function crewDays(http, users) {
  const days = new Map();
  for (const username of users) {
    const s = { username, cookie: null };
    if (!(await http.logIn(s))) throw new Error(`${username}: login failed`);
    const res = await http.call(s, 'setup', { path: '/api/v1/jobs?list=upcoming' });
    if (res.error) throw new Error(`${username}: GET /api/v1/jobs answered ${res.status}`);
    days.set(username, crewDayOf(JSON.parse(res.body).data));
    await http.logOut(s);
  }
  return days;
}

/** A backend token of the user's own, as the BFF gets it at login (for the "backend alone" column). */
async function backendToken({ backend, host, dispatcher }, username) {
  const res = await fetch(`${backend}/api/v1/auth/token`, {
    method: 'POST',
    headers: { type: 'MOBILE', 'x-forwarded-host': host, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
    dispatcher,
  });
  if (res.status !== 200) throw new Error(`${username}: backend login answered ${res.status}`);
  return (await res.json()).data.token;
}

/** The median ms of `n` runs of `fn`, one after the other. */
async function timed(fn, n = 3) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * One session per role (the first of `all` with that role) makes each read of its mix once, as
 * the server's first renders of a page are not what the sessions of the run see; then three
 * more times, alone, through the web app and (the /api/v1 reads) directly at the backend
 * (`backend`, as the tenant `host`). Resolves to kind → { bff, direct }, each the median ms.
 */
export async function timesAlone(http, all, { backend, host, dispatcher }) {
  const alone = new Map();
  for (const role of Object.keys(MIX)) {
    const s = { ...all.find((x) => x.role === role), cookie: null };
    if (!s.username || !(await http.logIn(s))) continue;
    const reads = MIX[role]
      .map(([kind, , build]) => [kind, build(s)])
      .filter(([, request]) => request && (request.method ?? 'GET') === 'GET');
    for (const [kind, request] of reads) await http.call(s, kind, request);
    const token = await backendToken({ backend, host, dispatcher }, s.username);
    for (const [kind, request] of reads) {
      const bff = await timed(() => http.call(s, kind, request));
      const direct = request.path.startsWith('/api/v1/')
        ? await timed(async () => {
            const res = await fetch(`${backend}${request.path}`, {
              headers: { type: 'MOBILE', 'x-forwarded-host': host, authorization: `Bearer ${token}` },
              dispatcher,
            });
            await res.arrayBuffer();
          })
        : NaN;
      alone.set(kind, { bff, direct });
    }
    await http.logOut(s);
  }
  return alone;
}
