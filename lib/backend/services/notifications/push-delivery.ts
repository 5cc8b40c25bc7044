// The two push jobs. `push.notify` (one per event and person) turns into one `push.deliver`
// per browser of the person, keyed by both, so a retried notify never sends twice; a deliver
// sends one message and retries on its own, so one slow push service holds up nobody else.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { TPushConfig } from '../../env';
import { enqueue, type TJob } from '../../jobs/queue';
import { PUSH_DELIVER_JOB, type TNotifyPayload, type TPushEvent } from './push-events';
import { renderPushMessage } from './push-texts';
import { reminderStillDue } from './shift-reminders';
import { DEFAULT_TTL, PushRetryError, sendWebPush } from './web-push-send';
import { clock } from '../../../domain/clock';
import { processLog } from '../../../node-http/logger';

type TDeliverPayload = { tenantId: number; subscriptionId: number; event: TPushEvent };

export async function runPushNotify(db: DbOrTx, job: TJob, now = clock.now()): Promise<void> {
  const { tenantId, personId, event } = job.payload as TNotifyPayload;
  if (
    event.kind === 'shiftReminder' &&
    !(await reminderStillDue(db, tenantId, event.assignmentId, event.startsAt, now))
  )
    return;
  const browsers = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.personId, personId)));
  for (const b of browsers) {
    const payload: TDeliverPayload = { tenantId, subscriptionId: b.id, event };
    await enqueue(db, PUSH_DELIVER_JOB, payload, { tenantId, key: `${job.id}:${b.id}` });
  }
}

export async function runPushDeliver(
  db: DbOrTx,
  config: TPushConfig,
  job: TJob,
  log: (line: string) => void = (line) => processLog().warn(line),
  now = clock.now(),
): Promise<void> {
  const { tenantId, subscriptionId, event } = job.payload as TDeliverPayload;
  const [sub] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.tenantId, tenantId)));
  if (!sub) return;
  const message = await renderPushMessage(db, tenantId, sub.userId, event);
  if (!message) return;
  // A reminder is worth nothing once the shift has started; the rest keeps for a day.
  const ttl =
    event.kind === 'shiftReminder' ? (new Date(event.startsAt).getTime() - now.getTime()) / 1000 : DEFAULT_TTL;
  if (ttl <= 0) return;
  const outcome = await sendWebPush(config, sub, JSON.stringify(message), {
    ttl,
    urgency: event.kind === 'shiftReminder' ? 'high' : 'normal',
  }).catch((err: unknown) => {
    if (err instanceof PushRetryError) throw err;
    throw new PushRetryError(err instanceof Error ? err.message : String(err));
  });
  if (outcome === 'sent') {
    await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, sub.id));
  } else if (outcome === 'gone') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
  } else {
    log(`[push] the push service refused message ${job.id} for subscription ${sub.id}; not retried`);
  }
}
