// GET /changes over HTTP: a session's stream carries the notes it may read and no others (another
// tenant's, a project the crew member has no part in, anything but its own project for a PID
// session, anything but its own plus crew for a PCID one), resumes after Last-Event-ID, learns
// of a project the crew member has just joined, and tells them of their own jobs whatever became
// of the project; it ends when its token expires or its session ends.
import { clock } from '../../../domain/clock';
import type { TTokenPayload } from '../../../domain/auth';
import { signToken, TOKEN_LIFETIME_SECONDS } from '../../services/auth/tokens';
import type { TChange } from '../../../domain/live/changes';
import { noteChange } from '../../test-support/live-notes';
import { crewWithChiefAndMembers } from '../../test-support/scenarios';
import { tokenPerson } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';

// Heartbeats come often here: a stream whose session ended closes at its next one.
const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'moyoPlanner'], liveHeartbeatMs: 200 });

type TEvent = { id: string; event: string; change: TChange };

/** An open stream: `until` reads events until one passes `done` (or fails after 5 s). */
async function openStream(token: string, opts: { host?: string; lastEventId?: number } = {}) {
  const abort = new AbortController();
  const res = await fetch(`${be.url}/api/v1/changes`, {
    headers: {
      authorization: `Bearer ${token}`,
      type: 'MOBILE',
      'x-forwarded-host': opts.host ?? 'localhost:3000',
      ...(opts.lastEventId !== undefined ? { 'last-event-id': String(opts.lastEventId) } : {}),
    },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: TEvent[] = [];
  let buffer = '';
  let heartbeats = 0;
  let resyncs = 0;
  let ended = false;
  /** Reads until `stop()` holds, the stream ends or 5 s have passed. */
  const pump = async (stop: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!stop() && !ended && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block === ': heartbeat') heartbeats++;
        if (/^event: resync$/m.test(block)) resyncs++;
        const field = (name: string) => block.match(new RegExp(`^${name}: ?(.*)$`, 'm'))?.[1];
        const data = field('data');
        if (data) events.push({ id: field('id')!, event: field('event')!, change: JSON.parse(data) });
      }
    }
  };
  /** The events so far, once one passes `done`. */
  const until = async (done: (e: TEvent) => boolean): Promise<TEvent[]> => {
    await pump(() => events.some(done));
    if (!events.some(done)) throw new Error(`no such event; got ${JSON.stringify(events)}`);
    return events;
  };
  const heartbeatsReached = async (n: number) => {
    await pump(() => heartbeats >= n);
    return heartbeats >= n;
  };
  /** Whether the server ends the stream within 5 s. */
  const end = async () => {
    await pump(() => false);
    return ended;
  };
  /** How many times the server said to read everything again, read up to the first heartbeat (it says so before). */
  const resyncsBeforeHeartbeat = async () => {
    await pump(() => heartbeats > 0);
    return resyncs;
  };
  return { until, heartbeatsReached, end, resyncsBeforeHeartbeat, events, close: () => abort.abort() };
}

const key = () => 2_000_000 + Math.floor(Math.random() * 1_000_000);

describe('GET /changes', () => {
  let tenantId: number;
  let moyo: number;
  beforeAll(() => {
    tenantId = tokenPerson(tokens.planner).tenantId;
    moyo = tokenPerson(tokens.moyoPlanner).tenantId;
  });

  it("gives a planner the tenant's notes as they commit, without the tenant, and never another tenant's", async () => {
    const stream = await openStream(tokens.planner);
    try {
      const [theirs, mine] = [key(), key()];
      await noteChange(be.db, moyo, { topic: 'crew', key: theirs, projectId: 1 });
      const noted = await be.db.transaction((tx) =>
        noteChange(tx, tenantId, { topic: 'crew', key: mine, projectId: 2 }),
      );
      const events = await stream.until((e) => e.change.key === mine);
      expect(events.at(-1)).toEqual({
        id: String(noted.id),
        event: 'change',
        change: { id: noted.id, topic: 'crew', key: mine, projectId: 2, at: noted.at },
      });
      expect(events.map((e) => e.change.key)).not.toContain(theirs);
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID with the notes the stream missed', async () => {
    const missed = await noteChange(be.db, tenantId, { topic: 'project', key: key(), projectId: 3 });
    const stream = await openStream(tokens.planner, { lastEventId: missed.id - 1 });
    try {
      expect((await stream.until((e) => e.change.id === missed.id)).map((e) => e.change.id)).toContain(missed.id);
    } finally {
      stream.close();
    }
  });

  it('tells a stream to read everything again when its last note is gone, and not when it is kept', async () => {
    const kept = await noteChange(be.db, tenantId, { topic: 'project', key: key(), projectId: 3 });
    const fresh = await openStream(tokens.planner, { lastEventId: kept.id });
    const gone = await openStream(tokens.planner, { lastEventId: 1 });
    try {
      expect(await gone.resyncsBeforeHeartbeat()).toBe(1);
      expect(await fresh.resyncsBeforeHeartbeat()).toBe(0);
    } finally {
      fresh.close();
      gone.close();
    }
  });

  it('gives a crew member the notes of projects they work in, and reads again when they join one', async () => {
    const stream = await openStream(tokens.crew);
    const date = clock.today('Europe/Amsterdam');
    try {
      // A project the crew member has no part in yet.
      const other = await crewWithChiefAndMembers(be, { chiefId: null, members: [], date });
      const before = key();
      await noteChange(be.db, tenantId, { topic: 'check', key: before, projectId: other.projectId });
      // They are asked for a job in it: the note of their assignment, then one of the project.
      const theirs = await crewWithChiefAndMembers(be, { chiefId: null, members: [personIds.crew], date });
      await noteChange(be.db, tenantId, { topic: 'assignment', key: personIds.crew, projectId: theirs.projectId });
      // A job of theirs deleted with its crew item: its note has no project, and is theirs.
      const gone = await noteChange(be.db, tenantId, { topic: 'assignment', key: personIds.crew, projectId: null });
      const after = key();
      await noteChange(be.db, tenantId, { topic: 'check', key: after, projectId: theirs.projectId });
      const events = await stream.until((e) => e.change.key === after);
      const keys = events.map((e) => e.change.key);
      expect(keys).not.toContain(before);
      expect(keys).toContain(personIds.crew);
      expect(events.map((e) => e.change.id)).toContain(gone.id);
    } finally {
      stream.close();
    }
  });

  it('gives a project (PID) session its own project only, and a plus-crew (PCID) session its own plus crew only', async () => {
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    const pcid = (await be.call('POST', '/auth/token', { body: { plusCrewId: '1', password: 'demo-link' } })).body.data
      .token;
    const [project, plusCrew] = [await openStream(pid), await openStream(pcid)];
    try {
      const [other, own] = [key(), key()];
      await noteChange(be.db, tenantId, { topic: 'crew', key: other, projectId: 2 });
      await noteChange(be.db, tenantId, { topic: 'plusCrew', key: 2 });
      // Who has the project page open is the staff's business, not the project login's; its
      // to-dos are not on its screens.
      await noteChange(be.db, tenantId, { topic: 'presence', key: 1, projectId: 1 });
      await noteChange(be.db, tenantId, { topic: 'activity', key: key(), projectId: 1 });
      await noteChange(be.db, tenantId, { topic: 'crew', key: own, projectId: 1 });
      await noteChange(be.db, tenantId, { topic: 'plusCrew', key: 1 });
      expect((await project.until((e) => e.change.key === own)).map((e) => e.change.key)).toEqual([own]);
      expect((await plusCrew.until((e) => e.change.key === 1)).map((e) => [e.change.topic, e.change.key])).toEqual([
        ['plusCrew', 1],
      ]);
    } finally {
      project.close();
      plusCrew.close();
    }
  });

  it('sends heartbeats while its session lives, and ends at the first one after the session ended', async () => {
    const token = await be.login('planner@example.com');
    const stream = await openStream(token);
    try {
      expect(await stream.heartbeatsReached(2)).toBe(true);
      expect((await be.call('POST', '/auth/logout', { token })).status).toBe(200);
      expect(await stream.end()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends when its token expires: the browser comes back through the web app with a fresh one', async () => {
    const token = await be.login('planner@example.com');
    const {
      iat: _iat,
      exp: _exp,
      ...payload
    } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TTokenPayload;
    // Signed as if a lifetime ago, less two seconds: it expires within two seconds from now.
    const nearlyOld = await signToken(
      payload,
      be.config.jwtSecret,
      Math.floor(clock.nowMs() / 1000) - TOKEN_LIFETIME_SECONDS + 2,
    );
    const stream = await openStream(nearlyOld);
    try {
      expect(await stream.end()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('is refused without a session', async () => {
    expect((await be.call('GET', '/changes')).status).toBe(401);
  });
});
