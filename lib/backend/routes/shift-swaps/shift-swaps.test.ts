import { and, eq, ne } from 'drizzle-orm';
import { activities, assignments, blockedDates, projectCrewItems } from '../../db/schema';
import en from '../../../../messages/en.json';
import { startPushReceiver, type TPushReceiver } from '../../test-support/push-receiver';
import { ANY_VERSION } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createCrew,
  createCrewMember,
  createFunction,
  createItem,
  tokenPerson,
} from '../../test-support/fixtures';
import { clock } from '../../../domain/clock';

const { be, tokens, personIds } = withBackend({
  as: ['planner', 'crew', 'chief', 'crewNl', 'client', 'moyoPlanner', 'moyoCrew'],
});
let tenantId: number;
let rigger: number;
let steward: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  rigger = await createFunction(be, tenantId, 'Rigger');
  steward = await createFunction(be, tenantId, 'Steward');
});

const crewWith = (...fns: number[]) => createCrewMember(be, tenantId, fns);

/** An active crew item of `functionId` on `startDate`, 08:00–17:00 unless told. */
async function item(functionId: number, startDate: string, times: { startTime?: string; endTime?: string } = {}) {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  const created = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate, ...times });
  await be.db.update(projectCrewItems).set({ status: 'active' }).where(eq(projectCrewItems.id, created.id));
  return created.id as number;
}

/** `personId` confirmed on a new item: their job. */
async function confirmedJob(personId: number, functionId: number, startDate: string) {
  const crewItemId = await item(functionId, startDate);
  const a = await assign(be, tokens.planner, { crewItemId, personId, status: 'confirmed' });
  return { crewItemId, assignmentId: a.id as number };
}

const offer = (token: string, assignmentId: number) => be.call('POST', `/jobs/${assignmentId}/shiftSwap`, { token });
const jobSwap = (token: string, assignmentId: number) => be.call('GET', `/jobs/${assignmentId}/shiftSwap`, { token });
const take = (token: string, id: number) => be.call('POST', `/shiftSwaps/${id}/take`, { headers: ANY_VERSION, token });
const withdraw = (token: string, id: number) =>
  be.call('POST', `/shiftSwaps/${id}/withdraw`, { headers: ANY_VERSION, token });
const approve = (token: string, id: number) =>
  be.call('POST', `/shiftSwaps/${id}/approve`, { headers: ANY_VERSION, token });
const reject = (token: string, id: number) =>
  be.call('POST', `/shiftSwaps/${id}/reject`, { headers: ANY_VERSION, token });
const offeredTo = async (token: string) =>
  (await be.call('GET', '/shiftSwaps/offered', { token })).body.data as Array<Record<string, any>>;
const pending = async (token = tokens.planner) =>
  (await be.call('GET', '/shiftSwaps', { token })).body.data as Array<Record<string, any>>;
const stepsOn = async (crewItemId: number) =>
  (
    await be.db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, tenantId), eq(activities.crewItemId, crewItemId)))
      .orderBy(activities.id)
  ).map((a) => ({ category: a.category, done: a.doneAt !== null, party: a.personPartyId, caption: a.caption }));
/** The person's live (not cancelled) assignments on the item. */
const liveOn = (crewItemId: number, personId: number) =>
  be.db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.crewItemId, crewItemId),
        eq(assignments.personId, personId),
        ne(assignments.status, 'cancelled'),
      ),
    );

/** A offers a confirmed rigger job; B (a rigger, free) takes it. */
async function takenSwap(date: string) {
  const a = await crewWith(rigger);
  const b = await crewWith(rigger);
  const job = await confirmedJob(a.personId, rigger, date);
  const offered = await offer(a.token, job.assignmentId);
  expect(offered.status).toBe(201);
  const swapId = offered.body.data.id as number;
  expect((await take(b.token, swapId)).status).toBe(200);
  return { a, b, job, swapId };
}

describe('offering a job', () => {
  it('lets the person on a confirmed job offer it, once, and records the step', async () => {
    const a = await crewWith(rigger);
    const job = await confirmedJob(a.personId, rigger, '2032-03-02');
    expect((await jobSwap(a.token, job.assignmentId)).body.data).toEqual({ canOffer: true, swap: null });
    const res = await offer(a.token, job.assignmentId);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      assignmentId: job.assignmentId,
      crewItemId: job.crewItemId,
      status: 'offered',
      offeredBy: { id: a.personId, name: a.name },
      takenBy: null,
    });
    expect((await jobSwap(a.token, job.assignmentId)).body.data).toMatchObject({
      canOffer: false,
      swap: { id: res.body.data.id, status: 'offered' },
    });
    const again = await offer(a.token, job.assignmentId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect(await stepsOn(job.crewItemId)).toEqual([
      { category: 'swapOffered', done: true, party: a.personId, caption: expect.stringContaining(a.name) },
    ]);
  });

  it("refuses another person's job (404), a job not confirmed, and a job that has started", async () => {
    const a = await crewWith(rigger);
    const other = await crewWith(rigger);
    const job = await confirmedJob(a.personId, rigger, '2032-03-03');
    expect((await offer(other.token, job.assignmentId)).status).toBe(404);
    expect((await jobSwap(other.token, job.assignmentId)).status).toBe(404);
    expect((await offer(tokens.moyoCrew, job.assignmentId)).status).toBe(404);

    const requestedItem = await item(rigger, '2032-03-04');
    const requested = await assign(be, tokens.planner, {
      crewItemId: requestedItem,
      personId: a.personId,
      status: 'requested',
    });
    const notConfirmed = await offer(a.token, requested.id);
    expect(notConfirmed.status).toBe(409);
    expect(notConfirmed.body.error.code).toBe('INVALID_TRANSITION');

    const started = await confirmedJob(a.personId, rigger, '2032-03-05');
    await be.db
      .update(projectCrewItems)
      .set({ startsAt: new Date(clock.nowMs() - 3_600_000) })
      .where(eq(projectCrewItems.id, started.crewItemId));
    expect((await jobSwap(a.token, started.assignmentId)).body.data.canOffer).toBe(false);
    expect((await offer(a.token, started.assignmentId)).status).toBe(409);
    expect(await stepsOn(started.crewItemId)).toEqual([]);
  });
});

describe('taking an offered shift', () => {
  it('shows the offer only to colleagues who have the function and are free', async () => {
    const a = await crewWith(rigger);
    const free = await crewWith(rigger);
    const noFunction = await crewWith(steward);
    const busy = await crewWith(rigger);
    const blocked = await crewWith(rigger);
    const job = await confirmedJob(a.personId, rigger, '2032-04-01');
    await confirmedJob(busy.personId, steward, '2032-04-01');
    await be.db.insert(blockedDates).values({ tenantId, personId: blocked.personId, startDate: '2032-04-01' });
    const { body } = await offer(a.token, job.assignmentId);
    const swapId = body.data.id;
    const seen = (await offeredTo(free.token)).find((s) => s.id === swapId);
    expect(seen).toMatchObject({
      status: 'offered',
      crewItemId: job.crewItemId,
      offeredBy: { id: a.personId },
      shift: { function: { id: rigger }, startDate: '2032-04-01', startTime: '08:00', endTime: '17:00' },
    });
    for (const other of [a, noFunction, busy, blocked])
      expect((await offeredTo(other.token)).map((s) => s.id)).not.toContain(swapId);
  });

  it('refuses a taker without the function (403) or with a conflict (409), and the offerer', async () => {
    const a = await crewWith(rigger);
    const noFunction = await crewWith(steward);
    const busy = await crewWith(rigger);
    const blocked = await crewWith(rigger);
    const tired = await crewWith(rigger);
    const job = await confirmedJob(a.personId, rigger, '2032-04-02');
    await confirmedJob(busy.personId, steward, '2032-04-02');
    await be.db.insert(blockedDates).values({ tenantId, personId: blocked.personId, startDate: '2032-04-02' });
    // Until 23:00 the evening before: 9 hours of rest, not 11.
    const evening = await item(steward, '2032-04-01', { startTime: '14:00', endTime: '23:00' });
    await assign(be, tokens.planner, { crewItemId: evening, personId: tired.personId, status: 'confirmed' });
    const swapId = (await offer(a.token, job.assignmentId)).body.data.id;

    expect((await take(noFunction.token, swapId)).status).toBe(403);
    for (const token of [busy.token, blocked.token, tired.token]) {
      const res = await take(token, swapId);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('SWAP_CONFLICT');
    }
    expect((await take(tired.token, swapId)).body.error.details).toEqual([
      expect.objectContaining({ kind: 'workingTime', breach: expect.objectContaining({ rule: 'rest', over: 120 }) }),
    ]);
    expect((await take(a.token, swapId)).status).toBe(409);
    expect((await take(tokens.moyoCrew, swapId)).status).toBe(404);
    expect((await stepsOn(job.crewItemId)).map((s) => s.category)).toEqual(['swapOffered']);
  });

  it('takes the shift: a to-do for the planners, and nobody else can take it then', async () => {
    const { a, b, job, swapId } = await takenSwap('2032-04-03');
    const third = await crewWith(rigger);
    const second = await take(third.token, swapId);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('INVALID_TRANSITION');
    expect((await offeredTo(third.token)).map((s) => s.id)).not.toContain(swapId);
    // The taker sees it among the offers, waiting for a planner.
    expect((await offeredTo(b.token)).find((s) => s.id === swapId)).toMatchObject({
      status: 'taken',
      takenBy: { id: b.personId },
    });
    const steps = await stepsOn(job.crewItemId);
    expect(steps.map((s) => [s.category, s.done, s.party])).toEqual([
      ['swapOffered', true, a.personId],
      ['swapTaken', false, b.personId],
    ]);
    const [todo] = await be.db
      .select()
      .from(activities)
      .where(and(eq(activities.crewItemId, job.crewItemId), eq(activities.category, 'swapTaken')));
    expect(todo).toMatchObject({ recipientGroup: 'Planners', priority: 1, projectId: expect.any(Number) });
    // The offerer still has the job until a planner approves.
    expect(await liveOn(job.crewItemId, a.personId)).toHaveLength(1);
    expect((await jobSwap(a.token, job.assignmentId)).body.data.swap).toMatchObject({
      status: 'taken',
      takenBy: { id: b.personId, name: b.name },
    });
  });
});

describe('planners approve or reject', () => {
  it('lists the swaps under way, taken ones first; crew and clients get 403', async () => {
    const { swapId } = await takenSwap('2032-05-01');
    const list = await pending();
    expect(list.find((s) => s.id === swapId)).toMatchObject({ status: 'taken', takenBy: { id: expect.any(Number) } });
    const firstOffered = list.findIndex((s) => s.status === 'offered');
    const lastTaken = list.map((s) => s.status).lastIndexOf('taken');
    if (firstOffered >= 0) expect(lastTaken).toBeLessThan(firstOffered);
    expect((await pending(tokens.moyoPlanner)).map((s) => s.id)).not.toContain(swapId);
    for (const token of [tokens.crew, tokens.client]) {
      expect((await be.call('GET', '/shiftSwaps', { token })).status).toBe(403);
      expect((await approve(token, swapId)).status).toBe(403);
      expect((await reject(token, swapId)).status).toBe(403);
    }
  });

  it('approves: the job moves to the taker on the same row, the offerer is released, every step recorded', async () => {
    const { a, b, job, swapId } = await takenSwap('2032-05-02');
    expect((await approve(tokens.moyoPlanner, swapId)).status).toBe(404);
    const res = await approve(tokens.planner, swapId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', closedAt: expect.any(String) });

    const [offererRow] = await be.db.select().from(assignments).where(eq(assignments.id, job.assignmentId));
    expect(offererRow!.status).toBe('cancelled');
    const takers = await liveOn(job.crewItemId, b.personId);
    expect(takers).toMatchObject([{ status: 'confirmed', rowNo: offererRow!.rowNo }]);
    const upcoming = (await be.call('GET', '/jobs?list=upcoming', { token: b.token })).body.data as any[];
    expect(upcoming.find((j) => j.crewItemId === job.crewItemId)).toMatchObject({ status: 'confirmed' });
    expect((await jobSwap(b.token, takers[0]!.id)).body.data.swap).toMatchObject({ id: swapId, status: 'approved' });

    const steps = await stepsOn(job.crewItemId);
    expect(steps.map((s) => [s.category, s.done])).toEqual([
      ['swapOffered', true],
      ['swapTaken', true],
      ['swapApproved', true],
    ]);
    expect(steps[2]!.caption).toContain(b.name);
    // Decided: neither a second answer nor a withdrawal.
    expect((await approve(tokens.planner, swapId)).status).toBe(409);
    expect((await reject(tokens.planner, swapId)).status).toBe(409);
    expect((await withdraw(a.token, swapId)).status).toBe(409);
  });

  it('never creates a double booking: a taker booked meanwhile makes the approval 409', async () => {
    const { a, b, job, swapId } = await takenSwap('2032-05-03');
    // A planner books the taker elsewhere at the same time after they took the shift.
    const elsewhere = await item(steward, '2032-05-03', { startTime: '12:00', endTime: '20:00' });
    await assign(be, tokens.planner, { crewItemId: elsewhere, personId: b.personId, status: 'confirmed' });

    const res = await approve(tokens.planner, swapId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SWAP_CONFLICT');
    expect(res.body.error.message).toMatch(/double-book/);
    // Nothing moved: the offerer keeps the job, the taker is not on it, the swap still waits.
    expect(await liveOn(job.crewItemId, a.personId)).toMatchObject([{ status: 'confirmed' }]);
    expect(await liveOn(job.crewItemId, b.personId)).toEqual([]);
    expect((await jobSwap(a.token, job.assignmentId)).body.data.swap.status).toBe('taken');
    expect((await stepsOn(job.crewItemId)).map((s) => s.category)).toEqual(['swapOffered', 'swapTaken']);

    // The planner turns it down; the job stays with the offerer.
    const rejected = await reject(tokens.planner, swapId);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    expect(await liveOn(job.crewItemId, a.personId)).toHaveLength(1);
    expect((await stepsOn(job.crewItemId)).map((s) => [s.category, s.done])).toEqual([
      ['swapOffered', true],
      ['swapTaken', true],
      ['swapRejected', true],
    ]);
    // The offerer may offer it again.
    expect((await jobSwap(a.token, job.assignmentId)).body.data.canOffer).toBe(true);
  });
});

describe('withdrawing', () => {
  it('lets the offerer withdraw a taken offer; others cannot', async () => {
    const { a, b, job, swapId } = await takenSwap('2032-06-01');
    expect((await withdraw(b.token, swapId)).status).toBe(404);
    expect((await withdraw(tokens.moyoCrew, swapId)).status).toBe(404);
    const res = await withdraw(a.token, swapId);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    expect((await stepsOn(job.crewItemId)).map((s) => [s.category, s.done])).toEqual([
      ['swapOffered', true],
      ['swapTaken', true],
      ['swapWithdrawn', true],
    ]);
    expect((await pending()).map((s) => s.id)).not.toContain(swapId);
    expect((await approve(tokens.planner, swapId)).status).toBe(409);
    expect(await liveOn(job.crewItemId, a.personId)).toHaveLength(1);
  });
});

describe('the demo', () => {
  it('offers Sam a colleague’s shift, has a swap Noor took for the planners, and a job Sam can hand to Chris', async () => {
    expect((await offeredTo(tokens.crew)).length).toBeGreaterThan(0);
    expect((await pending()).some((s) => s.status === 'taken' && s.takenBy?.id === personIds.crewNl)).toBe(true);
    const jobs = (await be.call('GET', '/jobs?list=upcoming&limit=100', { token: tokens.crew })).body.data as any[];
    let handed = false;
    for (const job of jobs) {
      if (!(await jobSwap(tokens.crew, job.id)).body.data.canOffer) continue;
      const swapId = (await offer(tokens.crew, job.id)).body.data.id;
      handed = (await offeredTo(tokens.chief)).some((s) => s.id === swapId);
      if (handed) break;
      await withdraw(tokens.crew, swapId);
    }
    expect(handed).toBe(true);
  });
});

describe('notifications', () => {
  let receiver: TPushReceiver;
  beforeAll(async () => {
    receiver = await startPushReceiver();
  });
  afterAll(() => receiver.close());

  /** A rigger whose browser is subscribed to the receiver. */
  async function subscribedRigger() {
    const me = await crewWith(rigger);
    const sub = receiver.subscription();
    expect((await be.call('POST', '/setPushNotificationSubscription', { token: me.token, body: sub })).status).toBe(
      200,
    );
    return { ...me, sub };
  }
  const messages = (to: { sub: { endpoint: string } }) =>
    receiver.messagesTo(to.sub.endpoint).map((m) => [m.kind, m.title, m.url]);

  it('tells the taker the job is theirs and the offerer they are released; a rejection, the offerer', async () => {
    const a = await subscribedRigger();
    const b = await subscribedRigger();
    const job = await confirmedJob(a.personId, rigger, '2032-07-01');
    const swapId = (await offer(a.token, job.assignmentId)).body.data.id;
    await take(b.token, swapId);
    expect((await approve(tokens.planner, swapId)).status).toBe(200);
    await be.runJobs();
    const [booked] = await liveOn(job.crewItemId, b.personId);
    expect(messages(b)).toEqual([['swapApproved', en.PushNotifications.swapApproved.title, `/jobs/${booked!.id}`]]);
    expect(messages(a)).toEqual([
      ['swapReleased', en.PushNotifications.swapReleased.title, `/jobs/${job.assignmentId}`],
    ]);

    const other = await confirmedJob(a.personId, rigger, '2032-07-02');
    const second = (await offer(a.token, other.assignmentId)).body.data.id;
    expect((await reject(tokens.planner, second)).status).toBe(200);
    await be.runJobs();
    expect(messages(a).at(-1)).toEqual([
      'swapRejected',
      en.PushNotifications.swapRejected.title,
      `/jobs/${other.assignmentId}`,
    ]);
    expect(receiver.failures).toEqual([]);
  });
});
