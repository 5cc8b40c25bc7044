import {
  addToQueue,
  claimQueue,
  QUEUE_OWNER_KEY,
  REFUSED_KEY,
  keepRefused,
  enqueue,
  newAction,
  flushOrder,
  flushQueue,
  OFFLINE_QUEUE_KEY,
  outcomeOf,
  parseQueuedAction,
  parseQueuedCheck,
  queuedFor,
  readQueue,
  readRefused,
  dismissRefused,
  checksFor,
  removeFromQueue,
  retryDelayMs,
  type TQueued,
  type TQueuedAction,
  type TQueuedCheck,
  type TQueueStorage,
  type TSendAnswer,
} from './offline-queue';

function memoryStorage(initial?: string): TQueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(initial === undefined ? [] : [[OFFLINE_QUEUE_KEY, initial]]);
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function item(clientId: string, at: string, kind: TQueuedCheck['kind'] = 'checkIns', crewId = 7): TQueuedCheck {
  return {
    clientId,
    crewId,
    kind,
    queuedAt: at,
    attempts: 0,
    body: { at, lat: 52.37, lng: 4.89, accuracy: 12, clientId, assignmentId: 3 },
  };
}

function action(clientId: string, at: string, kind: TQueuedAction['kind'] = 'jobAnswer'): TQueuedAction {
  return {
    clientId,
    kind,
    path: '/jobs/4/confirmation',
    body: { accept: true, at },
    at,
    crewId: null,
    date: null,
    jobId: 4,
    ifMatch: '"1"',
    queuedAt: at,
    attempts: 0,
  };
}

describe('offline queue storage', () => {
  it('keeps every kind of action in one queue, in the order they were done', () => {
    const storage = memoryStorage();
    enqueue(storage, { ...action('sign', '2026-06-01T18:00:00.000Z', 'sign'), crewId: 7, date: '2026-06-01' });
    enqueue(storage, item('out', '2026-06-01T17:00:00.000Z', 'checkOuts'));
    enqueue(storage, action('job', '2026-06-01T09:00:00.000Z'));
    expect(flushOrder(readQueue(storage)).map((q) => q.clientId)).toEqual(['job', 'out', 'sign']);
    expect(checksFor(readQueue(storage), 7).map((q) => q.clientId)).toEqual(['out']);
  });

  it('drops a damaged action', () => {
    const good = action('a', '2026-06-01T08:00:00.000Z');
    expect(parseQueuedAction(good)).toEqual(good);
    // One kept before versions were is sent without (and refused with its reason shown).
    const { ifMatch: _v, ...unversioned } = good;
    expect(parseQueuedAction(unversioned)).toEqual({ ...good, ifMatch: null });
    for (const d of [
      { ...good, kind: 'dance' },
      { ...good, path: 'jobs/4' },
      { ...good, body: 'x' },
      { ...good, crewId: 0 },
      { ...good, jobId: '4' },
      { ...good, date: 5 },
    ])
      expect(parseQueuedAction(d)).toBeNull();
  });

  it('starts empty and survives a damaged or foreign value', () => {
    expect(readQueue(memoryStorage())).toEqual([]);
    expect(readQueue(memoryStorage('not json'))).toEqual([]);
    expect(readQueue(memoryStorage('{"a":1}'))).toEqual([]);
    const mixed = memoryStorage(JSON.stringify([{ clientId: 'x' }, item('a', '2026-06-01T08:00:00.000Z')]));
    expect(readQueue(mixed).map((q) => q.clientId)).toEqual(['a']);
  });

  it('drops an item whose every field is not what was queued, and keeps only the known fields', () => {
    const good = item('a', '2026-06-01T08:00:00.000Z');
    expect(parseQueuedCheck(good)).toEqual(good);
    expect(parseQueuedCheck({ ...good, extra: 1, body: { ...good.body, extra: 2 } })).toEqual(good);
    const { accuracy: _a, assignmentId: _i, ...bare } = good.body;
    expect(parseQueuedCheck({ ...good, body: bare })).toEqual({ ...good, body: bare });
    expect(parseQueuedCheck({ ...good, body: { ...good.body, accuracy: null } })?.body.accuracy).toBeNull();
    const damaged: unknown[] = [
      null,
      [],
      { ...good, clientId: '' },
      { ...good, crewId: 0 },
      { ...good, crewId: 1.5 },
      { ...good, kind: 'checkAround' },
      { ...good, attempts: -1 },
      { ...good, queuedAt: 5 },
      { ...good, body: null },
      { ...good, body: { ...good.body, lat: '52' } },
      { ...good, body: { ...good.body, lng: Number.NaN } },
      { ...good, body: { ...good.body, accuracy: 'close' } },
      { ...good, body: { ...good.body, assignmentId: 0 } },
      { ...good, body: { ...good.body, clientId: undefined } },
    ];
    for (const d of damaged) expect(parseQueuedCheck(d)).toBeNull();
  });

  it('keeps the original time and position of an action', () => {
    const storage = memoryStorage();
    const a = item('a', '2026-06-01T08:00:00.000Z');
    enqueue(storage, a);
    expect(readQueue(storage)).toEqual([a]);
  });

  it('keeps the version a change was based on, as the If-Match it is sent with', () => {
    const answer = newAction('jobAnswer', '/jobs/4/confirmation', { accept: true }, { jobId: 4 }, 3);
    expect(answer).toMatchObject({ ifMatch: '"3"', jobId: 4, body: { accept: true, at: answer.at } });
    expect(newAction('signOff', '/crews/7/signOff', {}, { crewId: 7 }).ifMatch).toBeNull();
  });

  it('stores one action per clientId', () => {
    const storage = memoryStorage();
    enqueue(storage, item('a', '2026-06-01T08:00:00.000Z'));
    enqueue(storage, item('a', '2026-06-01T09:00:00.000Z'));
    expect(readQueue(storage)).toHaveLength(1);
    expect(readQueue(storage)[0]?.body.at).toBe('2026-06-01T08:00:00.000Z');
    expect(addToQueue([item('b', '2026-06-01T08:00:00.000Z')], item('b', '2026-06-02T08:00:00.000Z'))).toHaveLength(1);
  });

  it('removes by clientId and filters by crew', () => {
    const storage = memoryStorage();
    enqueue(storage, item('a', '2026-06-01T08:00:00.000Z', 'checkIns', 7));
    enqueue(storage, item('b', '2026-06-01T09:00:00.000Z', 'checkIns', 8));
    expect(queuedFor(readQueue(storage), 8).map((q) => q.clientId)).toEqual(['b']);
    expect(removeFromQueue(storage, 'a').map((q) => q.clientId)).toEqual(['b']);
  });

  it('orders by the time of the action, not by when it was stored', () => {
    const late = { ...item('out', '2026-06-01T17:00:00.000Z', 'checkOuts'), queuedAt: '2026-06-01T07:00:00.000Z' };
    const early = { ...item('in', '2026-06-01T08:00:00.000Z'), queuedAt: '2026-06-01T18:00:00.000Z' };
    expect(flushOrder([late, early]).map((q) => q.clientId)).toEqual(['in', 'out']);
  });
});

describe('outcome of a send', () => {
  it.each([
    [201, 'done'],
    [200, 'done'],
    [409, 'rejected'],
    [422, 'rejected'],
    [403, 'rejected'],
    [404, 'rejected'],
    [0, 'retry'],
    [401, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [504, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
  ] as const)('status %i is %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });

  it('waits longer after each failure, up to two minutes', () => {
    expect(retryDelayMs(0)).toBe(5000);
    expect(retryDelayMs(1)).toBe(10000);
    expect(retryDelayMs(50)).toBe(120000);
  });
});

describe('flushQueue', () => {
  it('sends oldest first and empties the queue on success', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('out', '2026-06-01T17:00:00.000Z', 'checkOuts'));
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    const sent: string[] = [];
    const result = await flushQueue(storage, async (q) => {
      sent.push(`${q.kind}:${q.body.at}`);
      return { status: 201 };
    });
    expect(sent).toEqual(['checkIns:2026-06-01T08:00:00.000Z', 'checkOuts:2026-06-01T17:00:00.000Z']);
    expect(result.sent.map((q) => q.clientId)).toEqual(['in', 'out']);
    expect(result.remaining).toEqual([]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('keeps everything from the first undecided send on, and counts the attempt', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    enqueue(storage, item('out', '2026-06-01T17:00:00.000Z', 'checkOuts'));
    const send = jest.fn(async (): Promise<TSendAnswer> => ({ status: 0 }));
    const result = await flushQueue(storage, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.sent).toEqual([]);
    expect(result.remaining.map((q) => [q.clientId, q.attempts])).toEqual([
      ['in', 1],
      ['out', 0],
    ]);
    expect(result.stoppedBy).toBe(0);
  });

  it('stops at a 401 and says so: the session ran out, the actions wait for the next login', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    const result = await flushQueue(storage, async () => ({ status: 401, code: 'UNAUTHORIZED' }));
    expect(result.stoppedBy).toBe(401);
    expect(result.remaining.map((q) => q.clientId)).toEqual(['in']);
    expect(readRefused(storage)).toEqual([]);
  });

  it('treats a thrown error like no answer', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    const result = await flushQueue(storage, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.remaining.map((q) => q.clientId)).toEqual(['in']);
  });

  it("keeps a refusal with the server's answer until it is dismissed", async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    enqueue(storage, action('job', '2026-06-01T09:00:00.000Z'));
    await flushQueue(storage, async (q) =>
      q.kind === 'jobAnswer' ? { status: 409, code: 'INVALID_TRANSITION', message: 'cancelled' } : { status: 201 },
    );
    const refused = readRefused(storage);
    expect(refused).toEqual([
      {
        item: expect.objectContaining({ clientId: 'job', kind: 'jobAnswer' }),
        answer: expect.objectContaining({ code: 'INVALID_TRANSITION' }),
      },
    ]);
    dismissRefused(storage, 'job');
    expect(readRefused(storage)).toEqual([]);
  });

  it('drops a definitive refusal, reports it, and goes on with the next', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    enqueue(storage, item('out', '2026-06-01T17:00:00.000Z', 'checkOuts'));
    const result = await flushQueue(storage, async (q) =>
      q.kind === 'checkIns' ? { status: 409, code: 'ALREADY_CHECKED_IN', message: 'already' } : { status: 201 },
    );
    expect(result.rejected).toEqual([
      {
        item: expect.objectContaining({ clientId: 'in' }),
        answer: { status: 409, code: 'ALREADY_CHECKED_IN', message: 'already' },
      },
    ]);
    expect(result.sent.map((q) => q.clientId)).toEqual(['out']);
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends each action once even when a retry follows a success', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    const calls: string[] = [];
    const send = async (q: TQueued) => {
      calls.push(q.clientId);
      return { status: 201 };
    };
    await flushQueue(storage, send);
    await flushQueue(storage, send);
    expect(calls).toEqual(['in']);
  });

  it('keeps an action added while a flush is running', async () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    const result = await flushQueue(storage, async () => {
      enqueue(storage, item('out', '2026-06-01T17:00:00.000Z', 'checkOuts'));
      return { status: 0 };
    });
    expect(result.remaining.map((q) => q.clientId)).toEqual(['in', 'out']);
  });
});

describe('claimQueue: whose the queue is', () => {
  const refusal = (clientId: string) => ({ item: item(clientId, '2026-06-01T07:00:00.000Z'), answer: { status: 409 } });

  it('gives a first owner the queue, and keeps it theirs on their next pages', () => {
    const storage = memoryStorage();
    expect(claimQueue(storage, 'person:3')).toEqual({ mode: 'send', dropped: false });
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    expect(claimQueue(storage, 'person:3')).toEqual({ mode: 'send', dropped: false });
    expect(readQueue(storage).map((q) => q.clientId)).toEqual(['in']);
    expect(storage.getItem(QUEUE_OWNER_KEY)).toBe('person:3');
  });

  it("deletes the first owner's waiting and refused actions when a page is drawn for another", () => {
    const storage = memoryStorage();
    claimQueue(storage, 'person:3');
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    keepRefused(storage, [refusal('old')]);
    expect(claimQueue(storage, 'person:4')).toEqual({ mode: 'send', dropped: true });
    expect(readQueue(storage)).toEqual([]);
    expect(readRefused(storage)).toEqual([]);
    expect(storage.getItem(QUEUE_OWNER_KEY)).toBe('person:4');
  });

  it('holds the waiting actions for their owner while nobody is logged in, and drops the refused list', () => {
    const storage = memoryStorage();
    claimQueue(storage, 'person:3');
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    keepRefused(storage, [refusal('old')]);
    expect(claimQueue(storage, null)).toEqual({ mode: 'hold', dropped: false });
    expect(storage.data.has(REFUSED_KEY)).toBe(false);
    // The same person logs in again: their check-in is still there to send.
    expect(claimQueue(storage, 'person:3')).toEqual({ mode: 'send', dropped: false });
    expect(readQueue(storage).map((q) => q.clientId)).toEqual(['in']);
  });

  it('takes a queue stored before owners were kept as the owner logged in now', () => {
    const storage = memoryStorage();
    enqueue(storage, item('in', '2026-06-01T08:00:00.000Z'));
    expect(claimQueue(storage, 'person:3')).toEqual({ mode: 'send', dropped: false });
    expect(readQueue(storage).map((q) => q.clientId)).toEqual(['in']);
  });
});
