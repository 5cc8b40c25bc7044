// The load of `npm run bench:load`: every session logs in, makes requests of its role's mix with
// a think time between them, refreshes its token as the browser's timer would and logs in anew
// now and then, until the run ends. Beside them the floor probes sample the web process's
// constant route and the backend's status twice a second, to tell each one's own queueing.
import { pickAction } from './load-mix.mjs';

const sleep = (msecs) => new Promise((r) => setTimeout(r, Math.max(0, msecs)));

/**
 * Runs `sessions` (each { role, username, cookie, crewDay }) and the floor probes (recorded into
 * `probes`; the backend's at `backend`) until `endsAt` (ms since the epoch). Think times are 0 to
 * 2 × `thinkMs`; session starts are spread over `rampMs`; a login lasts `sessionMs` ± half;
 * refreshes come every `refreshMs`.
 */
export async function runLoad(http, sessions, { endsAt, backend, probes, thinkMs, rampMs, sessionMs, refreshMs }) {
  /** A think time, cut short at the end of the run. */
  const think = () => sleep(Math.min(Math.random() * 2 * thinkMs, endsAt - Date.now()));

  async function probe() {
    const none = { cookie: null };
    while (Date.now() < endsAt) {
      await Promise.all([
        http.call(none, 'web floor: GET /api/live', { path: '/api/live' }, { into: probes }),
        http.call(
          none,
          'backend floor: GET /api/v1/status, direct',
          { path: '/api/v1/status' },
          { base: backend, into: probes },
        ),
      ]);
      await sleep(500);
    }
  }

  async function runSession(session) {
    await sleep(Math.random() * rampMs);
    while (Date.now() < endsAt) {
      if (!(await http.logIn(session))) {
        await think();
        continue;
      }
      const logoutAt = Date.now() + sessionMs * (0.5 + Math.random());
      let refreshAt = Date.now() + Math.random() * refreshMs;
      while (Date.now() < Math.min(endsAt, logoutAt)) {
        if (Date.now() >= refreshAt) {
          await http.refresh(session);
          refreshAt += refreshMs;
        } else {
          const { kind, request } = pickAction(session);
          await http.call(session, kind, request);
        }
        await think();
      }
      if (Date.now() < endsAt) await http.logOut(session);
    }
  }

  await Promise.all([probe(), ...sessions.map((s) => runSession(s))]);
}
