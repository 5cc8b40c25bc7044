// The tenant's failed jobs (lib/domain/system/failed-jobs.ts): those the queue gave up on after
// their last attempt (jobs/queue.ts keeps them undone, with their last error). A mail delivery
// shows its mail's recipient and subject.
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { jobs, outgoingMails } from '../../db/schema';
import { offsetOf } from '../../http/list';
import { readService } from '../read-service';
import { MAIL_DELIVER_JOB } from '../mail';
import { PASSWORD_RESET_JOB } from '../auth/password-reset';
import { PUSH_DELIVER_JOB, PUSH_NOTIFY_JOB } from '../notifications/push-events';
import { listFailedJobs } from '../../../domain/system/operations/failed-jobs';
import type { TFailedJobKind } from '../../../domain/system';

const KIND_OF: Record<string, TFailedJobKind> = {
  [MAIL_DELIVER_JOB]: 'mail',
  [PASSWORD_RESET_JOB]: 'passwordReset',
  [PUSH_NOTIFY_JOB]: 'push',
  [PUSH_DELIVER_JOB]: 'push',
};

export default readService(listFailedJobs, async (db, auth, { query }) => {
  const failed = and(eq(jobs.tenantId, auth.tenantId), isNull(jobs.doneAt), gte(jobs.attempts, jobs.maxAttempts));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        name: jobs.name,
        attempts: jobs.attempts,
        reason: jobs.lastError,
        createdAt: jobs.createdAt,
        to: outgoingMails.to,
        subject: outgoingMails.subject,
      })
      .from(jobs)
      // A mail delivery's payload names its mail; the mail is the tenant's own.
      .leftJoin(
        outgoingMails,
        and(
          eq(jobs.name, MAIL_DELIVER_JOB),
          eq(outgoingMails.tenantId, auth.tenantId),
          sql`${outgoingMails.id} = (${jobs.payload}->>'mailId')::integer`,
        ),
      )
      .where(failed)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(jobs).where(failed),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: KIND_OF[r.name] ?? 'other',
      mail: r.to !== null && r.subject !== null ? { to: r.to, subject: r.subject } : null,
      attempts: r.attempts,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: { page: query.page, limit: query.limit, total: total?.n ?? 0 },
  };
});
