// The notes of committed changes, on both drivers (npm test runs lib/backend/live/ on PGlite too):
// a note is heard by every listener when its transaction commits and never when it rolls back,
// in the order of commit; a stream that was away reads the tenant's notes after its last one.
import { inArray, sql } from 'drizzle-orm';
import { liveChanges } from '../db/schema';
import { catchUp, changeOfPayload, LIVE_CHANNEL, pruneChanges, type TTenantChange } from './changes';
import { noteChange } from '../test-support/live-notes';
import { withBackend } from '../test-support/with-backend';
import { tokenPerson } from '../test-support/fixtures';

const { be, tokens } = withBackend({ as: ['planner', 'moyoPlanner'] });

/**
 * Listens while `act` runs, until a note of key `last` arrives (NOTIFY comes in commit order, so
 * all that was committed before it has arrived by then), or fails after 5 s. `act` sees what has
 * been heard so far.
 */
async function hear(keys: number[], last: number, act: (heard: TTenantChange[]) => Promise<void>) {
  const heard: TTenantChange[] = [];
  let done!: () => void;
  const arrived = new Promise<void>((resolve) => (done = resolve));
  const stop = await be.listen(LIVE_CHANNEL, (payload) => {
    const change = changeOfPayload(payload);
    if (change && [...keys, last].includes(change.key)) heard.push(change);
    if (change?.key === last) done();
  });
  try {
    await act(heard);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('the last note never came')), 5000));
    await Promise.race([arrived, timeout]);
    return heard;
  } finally {
    await stop();
  }
}

const key = () => 1_000_000 + Math.floor(Math.random() * 1_000_000);

describe('notes of committed changes', () => {
  let tenantId: number;
  let moyo: number;
  beforeAll(() => {
    tenantId = tokenPerson(tokens.planner).tenantId;
    moyo = tokenPerson(tokens.moyoPlanner).tenantId;
  });

  it('are heard when their transaction commits, and never when it rolls back', async () => {
    const [kept, undone, last] = [key(), key(), key()];
    const heard = await hear([kept, undone], last, async () => {
      await be.db.transaction(async (tx) => {
        await noteChange(tx, tenantId, { topic: 'crew', key: kept, projectId: 7 });
      });
      await be.db
        .transaction(async (tx) => {
          await noteChange(tx, tenantId, { topic: 'crew', key: undone });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await noteChange(be.db, tenantId, { topic: 'crew', key: last });
    });
    expect(heard.map((c) => c.key)).toEqual([kept, last]);
    expect(heard[0]).toEqual({
      id: expect.any(Number),
      tenantId,
      topic: 'crew',
      key: kept,
      projectId: 7,
      at: expect.any(String),
    });
    expect((await catchUp(be.db, tenantId, heard[0]!.id)).changes).toContainEqual(heard[1]);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one, and runs one
  // transaction at a time, so it cannot break this order).
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('are not heard before the commit, and in the order of commit, not of writing', async () => {
    const [first, second, last] = [key(), key(), key()];
    let heardInside: number[] = [];
    const heard = await hear([first, second], last, async (sofar) => {
      await be.db.transaction(async (tx) => {
        await noteChange(tx, tenantId, { topic: 'check', key: first });
        // Another transaction writes and commits meanwhile.
        await noteChange(be.db, tenantId, { topic: 'check', key: second });
        // Time for a NOTIFY that broke the rule to arrive.
        await new Promise((r) => setTimeout(r, 200));
        heardInside = sofar.map((c) => c.key);
      });
      await noteChange(be.db, tenantId, { topic: 'check', key: last });
    });
    expect(heardInside).toEqual([second]);
    expect(heard.map((c) => c.key)).toEqual([second, first, last]);
  });

  onPostgres(
    'are heard again after the listening connection was lost, and the listener is told to catch up',
    async () => {
      const k = key();
      const heard: number[] = [];
      let reconnected!: () => void;
      const back = new Promise<void>((resolve) => (reconnected = resolve));
      const stop = await be.listen(
        LIVE_CHANNEL,
        (payload) => heard.push(changeOfPayload(payload)?.key ?? 0),
        () => reconnected(),
      );
      try {
        // An administrator (or a failover) ends the listening connection.
        await be.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen ${LIVE_CHANNEL}`}`,
        );
        await back;
        await noteChange(be.db, tenantId, { topic: 'crew', key: k });
        await new Promise((r) => setTimeout(r, 300));
        expect(heard).toContain(k);
      } finally {
        await stop();
      }
    },
  );

  it("give a stream that was away the tenant's notes after its last one and those written just before it, and no other tenant's", async () => {
    const [early, a, b, c] = [key(), key(), key(), key()];
    // Written before the stream's last note, it may have been committed after it.
    await noteChange(be.db, tenantId, { topic: 'crew', key: early });
    const last = await noteChange(be.db, tenantId, { topic: 'project', key: key() });
    await noteChange(be.db, tenantId, { topic: 'project', key: a });
    await noteChange(be.db, moyo, { topic: 'project', key: b });
    await noteChange(be.db, tenantId, { topic: 'crewItem', key: c, projectId: 3 });
    // Other tests' writes are noted too: only these keys count.
    const ours = (notes: TTenantChange[]) => notes.filter((n) => [early, a, b, c].includes(n.key));
    const missed = await catchUp(be.db, tenantId, last.id);
    expect(missed.complete).toBe(true);
    expect(ours(missed.changes).map((n) => [n.topic, n.key])).toEqual([
      ['crew', early],
      ['project', a],
      ['crewItem', c],
    ]);
    expect(missed.changes.map((n) => n.id)).not.toContain(last.id);
    // The last note is not the other tenant's: it cannot look back, and says it may miss some.
    const theirs = await catchUp(be.db, moyo, last.id);
    expect([ours(theirs.changes).map((n) => n.key), theirs.complete]).toEqual([[b], false]);
  });

  it('say a stream cannot be caught up in full once its last note is pruned', async () => {
    const last = await noteChange(be.db, tenantId, { topic: 'project', key: key() });
    await be.db.delete(liveChanges).where(inArray(liveChanges.id, [last.id]));
    expect((await catchUp(be.db, tenantId, last.id)).complete).toBe(false);
  });

  it('are pruned once older than the given time', async () => {
    const k = key();
    const noted = await noteChange(be.db, tenantId, { topic: 'plusCrew', key: k });
    const kept = async () =>
      (
        await be.db
          .select()
          .from(liveChanges)
          .where(inArray(liveChanges.key, [k]))
      ).length;
    await pruneChanges(be.db, new Date(Date.parse(noted.at) - 60_000));
    expect(await kept()).toBe(1);
    expect(await pruneChanges(be.db, new Date(Date.parse(noted.at) + 1))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(0);
  });
});
