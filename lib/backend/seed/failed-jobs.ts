// A failed delivery in the demo tenant, so that /failed-jobs shows what planners meet when a
// browser's push service kept refusing a message: its reason, its attempts and "Try again". The
// browser's subscription has gone since, so trying again finds nothing to send and ends the job.
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { PUSH_DELIVER_JOB } from '../services/notifications/push-events';
import { clock } from '../../domain/clock';

export async function seedFailedJobs(db: Db, tenantId: number): Promise<void> {
  const createdAt = new Date(clock.nowMs() - 26 * 3_600_000);
  await db.insert(jobs).values({
    tenantId,
    name: PUSH_DELIVER_JOB,
    key: 'demo-failed-push',
    // No subscription has id 0: the one this message was for is gone.
    payload: { tenantId, subscriptionId: 0, event: { kind: 'documentToSign', documentId: 0, title: 'Contract' } },
    runAt: createdAt,
    attempts: 5,
    maxAttempts: 5,
    lastError: 'push service answered 503 Service Unavailable',
    createdAt,
  });
}
