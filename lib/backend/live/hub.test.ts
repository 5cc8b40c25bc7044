// The hub of a backend process: each note reaches the subscribers of its tenant once, also when
// it came both by NOTIFY and by catching up after the listening connection was back; a subscriber
// that fails or left stops nobody else. The last test runs on the real database (both drivers).
import { LIVE_CHANNEL, type TTenantChange } from './changes';
import { noteChange } from '../test-support/live-notes';
import { startDatabaseHub } from './database-hub';
import { startLiveHub, type THubParts } from './hub';
import { withBackend } from '../test-support/with-backend';
import { tokenPerson } from '../test-support/fixtures';
import { clock } from '../../domain/clock';

const note = (id: number, tenantId = 1): TTenantChange => ({
  id,
  tenantId,
  topic: 'crew',
  key: id * 10,
  projectId: null,
  at: '2026-06-01T10:00:00.000Z',
});

/** A hub on a stand-in database: `send` is a NOTIFY, `reconnect` the connection coming back. */
async function hubOnStandIn(table: TTenantChange[] = []) {
  let onPayload!: (payload: string) => void;
  let onReconnect!: () => void;
  const caughtUpFrom: number[] = [];
  const parts: THubParts = {
    listen: async (channel, payload, reconnect) => {
      expect(channel).toBe(LIVE_CHANNEL);
      onPayload = payload;
      onReconnect = reconnect!;
      return async () => {};
    },
    catchUp: async (afterId) => {
      caughtUpFrom.push(afterId);
      return table.filter((c) => c.id > afterId);
    },
    prune: async () => {},
    pruneEveryMs: 0,
    log: () => {},
  };
  const hub = await startLiveHub(parts);
  return {
    hub,
    caughtUpFrom,
    send: (change: TTenantChange) => onPayload(JSON.stringify(change)),
    reconnect: async () => {
      onReconnect();
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('the live hub', () => {
  it("hands a note to its tenant's subscribers only", async () => {
    const { hub, send } = await hubOnStandIn();
    const [one, two] = [[] as number[], [] as number[]];
    hub.subscribe(1, (c) => one.push(c.id));
    hub.subscribe(2, (c) => two.push(c.id));
    send(note(5, 1));
    send(note(6, 2));
    expect(one).toEqual([5]);
    expect(two).toEqual([6]);
    await hub.stop();
  });

  it('catches up after the connection came back, each note once, from a little before the newest', async () => {
    const table = [note(1), note(2), note(3), note(4)];
    const { hub, send, reconnect, caughtUpFrom } = await hubOnStandIn(table);
    const heard: number[] = [];
    hub.subscribe(1, (c) => heard.push(c.id));
    send(note(1));
    send(note(2));
    await reconnect();
    expect(heard).toEqual([1, 2, 3, 4]);
    expect(caughtUpFrom).toEqual([0]);
    send(note(4));
    expect(heard).toEqual([1, 2, 3, 4]);
    await hub.stop();
  });

  it('goes on past a subscriber that fails, and stops handing notes to one that left', async () => {
    const { hub, send } = await hubOnStandIn();
    const heard: number[] = [];
    hub.subscribe(1, () => {
      throw new Error('a broken stream');
    });
    const leave = hub.subscribe(1, (c) => heard.push(c.id));
    send(note(7));
    leave();
    send(note(8));
    expect(heard).toEqual([7]);
    await hub.stop();
  });

  it('prunes the notes older than it keeps them, now and then', async () => {
    const before: number[] = [];
    const hub = await startLiveHub({
      listen: async () => async () => {},
      catchUp: async () => [],
      prune: async (date) => before.push(date.getTime()),
      keepMs: 60_000,
      pruneEveryMs: 10,
    });
    await new Promise((r) => setTimeout(r, 50));
    await hub.stop();
    expect(before.length).toBeGreaterThan(0);
    expect(clock.nowMs() - before[0]!).toBeGreaterThanOrEqual(60_000);
    const count = before.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(before).toHaveLength(count);
  });

  it('ignores what is not a note', async () => {
    const { hub, send } = await hubOnStandIn();
    const heard: number[] = [];
    hub.subscribe(1, (c) => heard.push(c.id));
    send({ ...note(9), id: 'x' as unknown as number });
    expect(heard).toEqual([]);
    await hub.stop();
  });
});

describe('the live hub on the database', () => {
  const { be, tokens } = withBackend({ as: ['planner'] });

  it('hands a committed note to the subscribers of its tenant', async () => {
    const tenantId = tokenPerson(tokens.planner).tenantId;
    const hub = await startDatabaseHub({ db: be.db, listen: be.listen }, { pruneEveryMs: 0 });
    try {
      const heard = new Promise<TTenantChange>((resolve) => hub.subscribe(tenantId, resolve));
      const noted = await be.db.transaction((tx) =>
        noteChange(tx, tenantId, { topic: 'check', key: 42, projectId: 3 }),
      );
      expect(await heard).toEqual(noted);
    } finally {
      await hub.stop();
    }
  });
});
