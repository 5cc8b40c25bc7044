// GET /failedJobs, a read service: the tenant's jobs that gave up after their last attempt, newest
// first, with their reason, and for a mail its recipient and subject; and POST
// /failedJobs/{id}/retry, one more attempt at one. Planners and office only; another tenant's jobs
// never show and cannot be retried.
import { eq, inArray } from 'drizzle-orm';
import { jobs, outgoingMails } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { MAIL_DELIVER_JOB } from '../mail';
import { PUSH_DELIVER_JOB } from '../notifications/push-events';
import { clock } from '../../../domain/clock';
import type { TFailedJob } from '../../../domain/system';
import { tokenPerson, uid } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner', 'office', 'crew', 'client', 'moyoPlanner'] });

/** A job of `name` for the tenant, made `minutesAgo` ago; failed: its attempts used up, with `error`. */
async function job(
  tenantId: number,
  name: string,
  payload: Record<string, unknown>,
  opts: { minutesAgo: number; failed?: string; done?: true },
): Promise<number> {
  const key = uid();
  await enqueue(be.db, name, payload, { tenantId, key, maxAttempts: 3 });
  const [row] = await be.db
    .update(jobs)
    .set({
      createdAt: new Date(clock.nowMs() - opts.minutesAgo * 60_000),
      attempts: opts.failed ? 3 : 1,
      lastError: opts.failed ?? null,
      doneAt: opts.done ? clock.now() : null,
    })
    .where(eq(jobs.key, key))
    .returning({ id: jobs.id });
  return row!.id;
}

const list = async (token: string) => {
  const res = await be.call('GET', '/failedJobs', { token });
  expect(res.status).toBe(200);
  return res.body.data as TFailedJob[];
};

describe('GET /failedJobs', () => {
  let mine: number[];
  let theirs: number;
  beforeAll(async () => {
    const tenantId = tokenPerson(tokens.planner).tenantId;
    const moyo = tokenPerson(tokens.moyoPlanner).tenantId;
    const [mail] = await be.db
      .insert(outgoingMails)
      .values({ tenantId, to: 'zoë@example.com', subject: 'Your job on Saturday', text: 'Hello' })
      .returning({ id: outgoingMails.id });
    mine = [
      await job(
        tenantId,
        MAIL_DELIVER_JOB,
        { mailId: mail!.id },
        { minutesAgo: 30, failed: '550 Mailbox unavailable' },
      ),
      await job(tenantId, PUSH_DELIVER_JOB, { tenantId }, { minutesAgo: 10, failed: 'push service answered 410' }),
      // Still to be tried again, and done: not failed.
      await job(tenantId, PUSH_DELIVER_JOB, { tenantId }, { minutesAgo: 5 }),
      await job(tenantId, PUSH_DELIVER_JOB, { tenantId }, { minutesAgo: 5, done: true }),
    ];
    theirs = await job(moyo, PUSH_DELIVER_JOB, { tenantId: moyo }, { minutesAgo: 1, failed: 'Moyo’s own failure' });
  });
  afterAll(async () => {
    await be.db.delete(jobs).where(inArray(jobs.id, [...mine, theirs]));
  });

  it('lists the failed jobs newest first, each with its reason and a mail with its recipient and subject', async () => {
    const failed = (await list(tokens.planner)).filter((j) => mine.includes(j.id));
    expect(failed).toEqual([
      {
        id: mine[1],
        kind: 'push',
        mail: null,
        attempts: 3,
        reason: 'push service answered 410',
        createdAt: expect.any(String),
      },
      {
        id: mine[0],
        kind: 'mail',
        mail: { to: 'zoë@example.com', subject: 'Your job on Saturday' },
        attempts: 3,
        reason: '550 Mailbox unavailable',
        createdAt: expect.any(String),
      },
    ]);
  });

  it("shows office the same list, and never another tenant's jobs", async () => {
    expect((await list(tokens.office)).map((j) => j.id)).toEqual(expect.arrayContaining([mine[0], mine[1]]));
    expect((await list(tokens.planner)).map((j) => j.id)).not.toContain(theirs);
    const moyo = (await list(tokens.moyoPlanner)).map((j) => j.id);
    expect(moyo).toContain(theirs);
    expect(moyo).not.toContain(mine[0]);
  });

  it('refuses crew and clients', async () => {
    for (const token of [tokens.crew, tokens.client])
      expect((await be.call('GET', '/failedJobs', { token })).status).toBe(403);
  });

  it('pages the list', async () => {
    const res = await be.call('GET', '/failedJobs?limit=1&page=1', { token: tokens.planner });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.meta).toEqual({ page: 1, limit: 1, total: expect.any(Number) });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /failedJobs/{id}/retry', () => {
  const retry = (id: number, token = tokens.planner) => be.call('POST', `/failedJobs/${id}/retry`, { token });

  it('makes a failed job due again with one more attempt; it leaves the list, and the next run does it', async () => {
    const tenantId = tokenPerson(tokens.planner).tenantId;
    const [mail] = await be.db
      .insert(outgoingMails)
      .values({ tenantId, to: 'sam@example.com', subject: 'Your payslip', text: 'Hello' })
      .returning({ id: outgoingMails.id });
    const id = await job(tenantId, MAIL_DELIVER_JOB, { mailId: mail!.id }, { minutesAgo: 60, failed: '421 Try later' });
    const moyoId = tokenPerson(tokens.moyoPlanner).tenantId;
    const theirs = await job(moyoId, PUSH_DELIVER_JOB, { tenantId: moyoId }, { minutesAgo: 1, failed: 'gone' });
    try {
      for (const token of [tokens.crew, tokens.client]) expect((await retry(id, token)).status).toBe(403);
      // Another tenant's job is unknown here.
      expect((await retry(theirs)).status).toBe(404);
      expect((await retry(id, tokens.moyoPlanner)).status).toBe(404);

      const res = await retry(id);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id, runAt: expect.any(String) });
      expect((await list(tokens.planner)).map((j) => j.id)).not.toContain(id);
      // Due again, it is no failed job to retry until it fails again.
      expect((await retry(id)).status).toBe(404);
      const [row] = await be.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ attempts: 3, maxAttempts: 4, doneAt: null });

      // The worker delivers the mail this time (the test backend's mailer takes every mail).
      await be.runJobs();
      const [done] = await be.db.select().from(jobs).where(eq(jobs.id, id));
      expect(done).toMatchObject({ attempts: 4, lastError: null });
      expect(done!.doneAt).not.toBeNull();
      expect((await retry(id, tokens.office)).status).toBe(404);
    } finally {
      await be.db.delete(jobs).where(inArray(jobs.id, [id, theirs]));
    }
  });
});
