// Server renders against the real backend (in-memory PGlite), with next/headers replaced by a
// jar: a cookie whose session the backend has ended names nobody and loads nothing, however
// good its seal.
import { sealData } from 'iron-session';
import { z } from 'zod';
import { HOST_DEMO, startTestBackend, type TTestBackend } from '../backend/test-support/test-backend';
import { authPaths } from '../domain/auth';
import { endSession, logIn } from './login';
import { SESSION_COOKIE, type TSessionData } from './session-data';
import { incoming, jar } from './test-support/cookie-jar';

jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);

const SECRET = 'l'.repeat(48);
const ctx = { host: HOST_DEMO, proto: 'http' };
let be: TTestBackend;

beforeAll(async () => {
  be = await startTestBackend();
  process.env.BACKEND_URL = be.url;
  process.env.SESSION_SECRET = SECRET;
});
afterAll(async () => {
  await be.close();
});
beforeEach(() => {
  jar.clear();
  incoming.headers = new Headers({ host: HOST_DEMO });
});

/** A browser holding the cookie of a fresh login of the demo's crew member. */
async function loggedIn(): Promise<TSessionData> {
  const { session } = await logIn({ username: 'crew@example.com', password: 'demo' }, ctx);
  jar.set(SESSION_COOKIE, await sealData(session, { password: SECRET, ttl: 3600 }));
  return session;
}

/** Where a thrown redirect of next/navigation goes, or null when it was something else. */
function redirectTarget(err: unknown): string | null {
  const digest = (err as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;') ? digest.split(';')[2]! : null;
}

describe('server renders of a session the backend has ended', () => {
  it('the request session is the live one only: after logout a copy of the cookie names nobody', async () => {
    const { getRequestSession } = await import('./render-context');
    const session = await loggedIn();
    expect((await getRequestSession())?.user.firstName).toBe('Sam');
    await endSession(session, ctx);
    expect(await getRequestSession()).toBeNull();
  });

  it("a page's data load sends the browser to /login instead of rendering the refusal", async () => {
    const { load } = await import('./load');
    const session = await loggedIn();
    const rights = await load(authPaths.userRights(), z.record(z.string(), z.array(z.string())));
    expect(rights.ok).toBe(true);
    await endSession(session, ctx);
    const after = await load(authPaths.userRights(), z.record(z.string(), z.array(z.string()))).then(
      (answer) => ({ answer }),
      (err: unknown) => ({ redirect: redirectTarget(err) }),
    );
    expect(after).toEqual({ redirect: '/login' });
  });
});
