// The set-up of an API test file in one line: `const { be, tokens } = withBackend({ as: ['planner'] })`
// starts the real backend on the seeded demo data before the file's tests, logs in the demo
// users of the roles asked for, and closes it afterwards. `be` may be used from any test or
// hook of the file; it only works once the backend has started.
import { tokenPerson } from './fixtures';
import { HOST_MOYO, startTestBackend, type TTestBackend } from './test-backend';
import type { TLogger } from '../../node-http/logger';

/** The demo logins (password `demo`) by role; tenant 1 is served on localhost, tenant 2 on moyo.localhost. */
export const DEMO_LOGINS = {
  /** Sam de Vries, a crew member. */
  crew: { username: 'crew@example.com' },
  /** Noor Mulder, a crew member who reads Dutch. */
  crewNl: { username: 'crew.nl@example.com' },
  /** Chris Bakker, a crew member who leads crews as crew chief. */
  chief: { username: 'chief@example.com' },
  /** Pat Jansen, a planner. */
  planner: { username: 'planner@example.com' },
  /** Casey Smit, who works for a client contact. */
  client: { username: 'client@example.com' },
  /** Olivia Visser, office. */
  office: { username: 'office@example.com' },
  /** Fleur Hendriks, a planner of tenant 2 (Moyo Events). */
  moyoPlanner: { username: 'planner@example.com', host: HOST_MOYO },
  /** Mo Yilmaz, a crew member of tenant 2. */
  moyoCrew: { username: 'crew@example.com', host: HOST_MOYO },
  /** Daan Bos, office of tenant 2. */
  moyoOffice: { username: 'office@example.com', host: HOST_MOYO },
} as const satisfies Record<string, { username: string; host?: string }>;
export type TRole = keyof typeof DEMO_LOGINS;

export type TBackendFixture<R extends TRole> = {
  be: TTestBackend;
  /** A bearer token per role asked for. */
  tokens: Record<R, string>;
  /** The person id of each role asked for. */
  personIds: Record<R, number>;
};

export function withBackend<const R extends TRole = never>(
  opts: { as?: readonly R[]; seed?: boolean; smtpUrl?: string; liveHeartbeatMs?: number; log?: TLogger } = {},
): TBackendFixture<R> {
  let current: TTestBackend | null = null;
  const started = () => {
    if (!current) throw new Error('withBackend: the backend starts in beforeAll; use it inside tests and hooks');
    return current;
  };
  const tokens = {} as Record<R, string>;
  const personIds = {} as Record<R, number>;

  beforeAll(async () => {
    current = await startTestBackend({
      seed: opts.seed,
      smtpUrl: opts.smtpUrl,
      liveHeartbeatMs: opts.liveHeartbeatMs,
      log: opts.log,
    });
    for (const role of opts.as ?? []) {
      const login: { username: string; host?: string } = DEMO_LOGINS[role];
      tokens[role] = await current.login(login.username, { host: login.host });
      personIds[role] = tokenPerson(tokens[role]).personId;
    }
  });
  afterAll(async () => {
    await current?.close();
    current = null;
  });

  const be: TTestBackend = {
    get url() {
      return started().url;
    },
    get db() {
      return started().db;
    },
    get driver() {
      return started().driver;
    },
    get config() {
      return started().config;
    },
    call: (...args) => started().call(...args),
    upload: (...args) => started().upload(...args),
    login: (...args) => started().login(...args),
    countRows: (...args) => started().countRows(...args),
    exclusive: (fn) => started().exclusive(fn),
    listen: (...args) => started().listen(...args),
    runJobs: () => started().runJobs(),
    close: () => started().close(),
  };
  return { be, tokens, personIds };
}
