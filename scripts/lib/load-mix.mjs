// What the sessions of `npm run bench:load` do: the demo users per role and each role's mix of
// server-rendered pages and /api/v1 calls through the web app's proxy. Each action is
// [kind, weight, (session) => request]; a request is { path, method?, json?, ok? }, where `ok`
// lists the statuses that count as success (default: 200).
import { randomUUID } from 'node:crypto';

/** The demo tenant's time zone (lib/backend/seed/context.ts): "today" is its date. */
const TIME_ZONE = 'Europe/Amsterdam';

export const today = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);

/** The first and last day of this month, as the planner board asks for them. */
export function thisMonth(now = new Date()) {
  const [y, m] = today(now).split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** Demo users (lib/backend/seed/base.ts; every password is `demo`), and each role's share of the sessions. */
export const ROLES = [
  { role: 'crew', share: 0.6, users: ['crew@example.com', 'chief@example.com', 'crew.nl@example.com'] },
  { role: 'planner', share: 0.2, users: ['planner@example.com'] },
  { role: 'client', share: 0.2, users: ['client@example.com'] },
];

/** The role of each of `n` sessions, in the roles' shares (crew takes what rounding leaves). */
export function sessionRoles(n) {
  const counts = ROLES.map((r) => Math.round(r.share * n));
  counts[0] = n - counts.slice(1).reduce((a, b) => a + b, 0);
  const out = [];
  ROLES.forEach((r, i) => {
    for (let k = 0; k < counts[i]; k++) out.push({ role: r.role, username: r.users[k % r.users.length] });
  });
  return out;
}

/**
 * A crew user's crew of today, for the check-in and the photo list: the first job of the
 * upcoming list that runs today. Its check-in gets one clientId for the whole run, as a device
 * sends a queued check-in again with the same clientId: the first call records it (201), every
 * later one (from any session of that user) is answered from the record (200). Null without one.
 */
export function crewDayOf(jobs, date = today()) {
  const job = jobs.find((j) => j.kind === 'assignment' && j.startDate <= date && (j.endDate ?? j.startDate) >= date);
  return job ? { crewId: job.crew.id, clientId: randomUUID(), at: new Date().toISOString() } : null;
}

const month = thisMonth();

const CREW = [
  ['page / (crew)', 3, () => ({ path: '/' })],
  ['page /jobs', 2, () => ({ path: '/jobs' })],
  ['GET /api/v1/jobs?list=upcoming', 3, () => ({ path: '/api/v1/jobs?list=upcoming' })],
  [
    'POST /api/v1/projectCrews/:id/checkIns',
    1,
    (s) =>
      s.crewDay && {
        path: `/api/v1/projectCrews/${s.crewDay.crewId}/checkIns`,
        method: 'POST',
        json: {
          at: s.crewDay.at,
          lat: 52.3731,
          lng: 4.8922,
          accuracy: 12,
          clientId: s.crewDay.clientId,
        },
        ok: [200, 201],
      },
  ],
  [
    'GET /api/v1/projectCrews/:id/photos',
    2,
    (s) => s.crewDay && { path: `/api/v1/projectCrews/${s.crewDay.crewId}/photos` },
  ],
];

const PLANNER = [
  ['page / (planner)', 2, () => ({ path: '/' })],
  ['page /planner-crew', 2, () => ({ path: '/planner-crew' })],
  ['GET /api/v1/plannerBoard', 2, () => ({ path: `/api/v1/plannerBoard?from=${month.from}&to=${month.to}&page=1` })],
  ['page /projects (planner)', 2, () => ({ path: '/projects' })],
  ['GET /api/v1/projects (planner)', 2, () => ({ path: '/api/v1/projects?limit=1000&closed=false&scope=mine' })],
];

const CLIENT = [
  ['page / (client)', 2, () => ({ path: '/' })],
  ['page /projects (client)', 2, () => ({ path: '/projects' })],
  ['GET /api/v1/projects (client)', 2, () => ({ path: '/api/v1/projects?limit=1000&closed=false' })],
  ['page /invoices', 2, () => ({ path: '/invoices' })],
  ['GET /api/v1/invoices', 2, () => ({ path: '/api/v1/invoices' })],
];

export const MIX = { crew: CREW, planner: PLANNER, client: CLIENT };

/** A weighted random action of the role's mix that applies to this session. */
export function pickAction(session, random = Math.random) {
  const actions = MIX[session.role]
    .map(([kind, weight, build]) => [kind, weight, build(session)])
    .filter(([, , request]) => request);
  let r = random() * actions.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, weight, request] of actions) {
    r -= weight;
    if (r < 0) return { kind, request };
  }
  const [kind, , request] = actions.at(-1);
  return { kind, request };
}
