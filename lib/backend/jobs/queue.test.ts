// The job queue on the real database of the test backend (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): each job runs once however many workers poll, keyed jobs exist once,
// failures come back later with their error, and give up after their attempts; finished jobs go
// after their retention time, failed ones stay (one more attempt at one: failed-jobs.read.test.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { withBackend } from '../test-support/with-backend';
import { claim, enqueue, FINISHED_JOB_RETENTION_DAYS, pruneFinished } from './queue';
import { startWorker } from './worker';
import { clock } from '../../domain/clock';

const { be } = withBackend({ seed: false });
/** These tests' jobs belong to no tenant: the queue works alike either way. */
const NO_TENANT = { tenantId: null };
const name = (label: string) => `test.${label}.${Math.random().toString(36).slice(2, 8)}`;

describe('job queue', () => {
  it('runs each of 60 jobs exactly once with two workers draining at the same time', async () => {
    const job = name('once');
    for (let i = 0; i < 60; i++) await enqueue(be.db, job, { n: i }, NO_TENANT);
    const seen: number[] = [];
    const handler = async (j: { payload: Record<string, unknown> }) => {
      seen.push(Number(j.payload.n));
      await new Promise((r) => setTimeout(r, 1));
    };
    const a = startWorker({ db: be.db, handlers: { [job]: handler }, pollMs: 0 });
    const b = startWorker({ db: be.db, handlers: { [job]: handler }, pollMs: 0 });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(60);
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const rows = await be.db.select().from(jobs).where(eq(jobs.name, job));
    expect(rows.every((r) => r.doneAt !== null && r.attempts === 1)).toBe(true);
  });

  it('keeps one job per name and key', async () => {
    const job = name('keyed');
    await enqueue(be.db, job, { v: 1 }, { ...NO_TENANT, key: 'shift-7' });
    await enqueue(be.db, job, { v: 2 }, { ...NO_TENANT, key: 'shift-7' });
    await enqueue(be.db, job, { v: 3 }, { ...NO_TENANT, key: 'shift-8' });
    const rows = await be.db.select().from(jobs).where(eq(jobs.name, job));
    expect(rows.map((r) => r.payload.v).sort()).toEqual([1, 3]);
  });

  it('does not run a job before it is due, nor one another worker holds', async () => {
    const job = name('later');
    await enqueue(be.db, job, {}, { ...NO_TENANT, runAt: new Date(clock.nowMs() + 3_600_000) });
    expect(await claim(be.db, 'w1', [job])).toEqual([]);
    const now = name('held');
    await enqueue(be.db, now, {}, NO_TENANT);
    expect(await claim(be.db, 'w1', [now])).toHaveLength(1);
    expect(await claim(be.db, 'w2', [now])).toEqual([]);
  });

  it('retries a failed job later with its error, and gives up after its attempts', async () => {
    const job = name('fails');
    await enqueue(be.db, job, {}, { ...NO_TENANT, maxAttempts: 2 });
    const worker = startWorker({
      db: be.db,
      handlers: {
        [job]: async () => {
          throw new Error('upstream said no');
        },
      },
      pollMs: 0,
      log: () => {},
    });
    expect(await worker.drain()).toBe(1);
    const [failed] = await be.db.select().from(jobs).where(eq(jobs.name, job));
    expect(failed!.lastError).toBe('upstream said no');
    expect(failed!.doneAt).toBeNull();
    expect(failed!.runAt.getTime()).toBeGreaterThan(clock.nowMs());
    // Make it due again: the second failure is its last attempt.
    await be.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(inArray(jobs.id, [failed!.id]));
    expect(await worker.drain()).toBe(1);
    await be.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(inArray(jobs.id, [failed!.id]));
    expect(await worker.drain()).toBe(0);
    const [last] = await be.db.select().from(jobs).where(eq(jobs.name, job));
    expect(last!.attempts).toBe(2);
    expect(last!.doneAt).toBeNull();
  });

  it('enqueues inside a transaction: a rolled-back change leaves no job', async () => {
    const job = name('tx');
    await be.db
      .transaction(async (tx) => {
        await enqueue(tx, job, {}, NO_TENANT);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await be.db.select().from(jobs).where(eq(jobs.name, job))).toEqual([]);
  });

  it(`deletes finished jobs after ${FINISHED_JOB_RETENTION_DAYS} days and keeps failed ones`, async () => {
    const job = name('old');
    for (const key of ['old', 'recent', 'failed', 'due']) await enqueue(be.db, job, { key }, { ...NO_TENANT, key });
    const daysAgo = (days: number) => new Date(clock.nowMs() - days * 86_400_000);
    const set = (key: string, values: Partial<typeof jobs.$inferInsert>) =>
      be.db
        .update(jobs)
        .set(values)
        .where(and(eq(jobs.name, job), eq(jobs.key, key)));
    await set('old', { doneAt: daysAgo(FINISHED_JOB_RETENTION_DAYS + 0.1), attempts: 1 });
    await set('recent', { doneAt: daysAgo(FINISHED_JOB_RETENTION_DAYS - 0.1), attempts: 1 });
    await set('failed', { createdAt: daysAgo(30), attempts: 5, lastError: 'gave up' });
    expect(await pruneFinished(be.db)).toBeGreaterThanOrEqual(1);
    const left = await be.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.name, job));
    expect(left.map((r) => r.key).sort()).toEqual(['due', 'failed', 'recent']);
  });
});
