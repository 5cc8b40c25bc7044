// bench:cluster, claims 1 and 2: sessions and the login limit across processes.
import { tally, webCall, webLogin } from './cluster-http.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

/** The limit as the backend has it (lib/backend/services/auth/login.ts), read rather than repeated. */
function maxLoginAttempts() {
  const source = readFileSync(join(ROOT, 'lib', 'backend', 'services', 'auth', 'login.ts'), 'utf8');
  const found = /export const MAX_LOGIN_ATTEMPTS = (\d+);/.exec(source);
  if (!found) throw new Error('MAX_LOGIN_ATTEMPTS not found in lib/backend/services/auth/login.ts');
  return Number(found[1]);
}

const RIGHTS = '/api/v1/userRights';

export async function sessionClaims({ web, claim }) {
  // 1. Made on web A, used on web B (and through the balancer, which spreads the calls over both).
  const a = await webLogin(web.a, 'crew@example.com');
  const onB = await webCall(web.b, 'GET', RIGHTS, { cookie: a.cookie });
  const sessionOnB = await webCall(web.b, 'GET', '/api/session', { cookie: a.cookie });
  const viaLb = [];
  for (let i = 0; i < 20; i++) viaLb.push(await webCall(web.lb, 'GET', RIGHTS, { cookie: a.cookie }));
  const upstreams = new Set(viaLb.map((r) => r.upstream));
  const backendUpstreams = new Set(viaLb.map((r) => r.backendUpstream));
  claim(
    1,
    'a session made on web A works on web B',
    a.status === 200 &&
      onB.status === 200 &&
      sessionOnB.status === 200 &&
      viaLb.every((r) => r.status === 200) &&
      upstreams.size === 2 &&
      backendUpstreams.size === 2,
    [
      `login on web A: ${a.status}; GET ${RIGHTS} on web B with that cookie: ${onB.status}; GET /api/session on web B: ${sessionOnB.status}`,
      `20 calls through nginx: ${tally(viaLb.map((r) => r.status))}, web processes ${tally(viaLb.map((r) => r.upstream))}, backends ${tally(viaLb.map((r) => r.backendUpstream))}`,
    ],
  );

  // 2a. The login limit: wrong passwords alternately through web A and web B (each web balanced
  // over both backends); the attempt after the limit is refused whichever process gets it.
  const MAX_LOGIN_ATTEMPTS = maxLoginAttempts();
  const user = 'office@example.com';
  const client = '198.51.100.7';
  const attempts = [];
  for (let i = 0; i < MAX_LOGIN_ATTEMPTS + 2; i++) {
    const origin = i % 2 ? web.b : web.a;
    const r = await webLogin(origin, user, `wrong-${i}`, { client });
    attempts.push(`${i % 2 ? 'B' : 'A'}:${r.status}${r.code === 'TOO_MANY_ATTEMPTS' ? ' locked' : ''}`);
  }
  const right = await webLogin(web.a, user, 'demo', { client });
  const expected = (i) => (i < MAX_LOGIN_ATTEMPTS ? /:401$/ : /:429 locked$/);
  const limitHolds = attempts.every((s, i) => expected(i).test(s)) && right.status === 429;
  const figures = [
    `login limit (${MAX_LOGIN_ATTEMPTS} per window, kept in attempt_counters): ${attempts.join(', ')}; then the right password: ${right.status} ${right.code ?? ''}`,
  ];

  // 2b. Revocation: "log out everywhere" on web B ends a session made on web A; a logout on web A
  // ends a copy of that cookie used on web B.
  const one = await webLogin(web.a, 'crew@example.com');
  const two = await webLogin(web.b, 'crew@example.com');
  const before = [
    await webCall(web.b, 'GET', RIGHTS, { cookie: one.cookie }),
    await webCall(web.a, 'GET', RIGHTS, { cookie: two.cookie }),
  ];
  const everywhere = await webCall(web.b, 'POST', '/api/session/everywhere', { cookie: two.cookie, json: {} });
  const afterEverywhere = [
    await webCall(web.a, 'GET', RIGHTS, { cookie: one.cookie }),
    await webCall(web.b, 'GET', RIGHTS, { cookie: one.cookie }),
    await webCall(web.lb, 'GET', RIGHTS, { cookie: a.cookie }),
  ];
  const three = await webLogin(web.b, 'planner@example.com');
  const logout = await webCall(web.a, 'DELETE', '/api/session', { cookie: three.cookie });
  const afterLogout = await webCall(web.b, 'GET', RIGHTS, { cookie: three.cookie });
  const revocationHolds =
    before.every((r) => r.status === 200) &&
    everywhere.status === 200 &&
    afterEverywhere.every((r) => r.status === 401) &&
    logout.status === 200 &&
    afterLogout.status === 401;
  figures.push(
    `before: ${before.map((r) => r.status).join(', ')}; log out everywhere on web B: ${everywhere.status}; ` +
      `then the sessions made on web A, on A / B / nginx: ${afterEverywhere.map((r) => `${r.status} ${r.code}`).join(', ')}`,
    `logout on web A, then a copy of its cookie on web B: ${afterLogout.status} ${afterLogout.code}`,
  );
  claim(2, 'the login limit and session revocation hold across processes', limitHolds && revocationHolds, figures);
}
