// The moments a person gets a push message (rules "Calendar feeds and notifications"):
// a new job request, a changed or cancelled job, a shift swap decided, a shift about to start,
// a document to sign.
// Each is a `push.notify` job written in the transaction of the change, so it exists exactly
// when the change does; the worker sends it later (push-delivery.ts), never the request.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { enqueue } from '../../jobs/queue';

export const PUSH_NOTIFY_JOB = 'push.notify';
export const PUSH_DELIVER_JOB = 'push.deliver';

export type TJobEventKind =
  'jobRequest' | 'jobChanged' | 'jobCancelled' | 'swapApproved' | 'swapReleased' | 'swapRejected';

export type TPushEvent =
  | { kind: TJobEventKind; assignmentId: number }
  /** One daily start of a confirmed job (a crew item runs every day from its start to its end date). */
  | { kind: 'shiftReminder'; assignmentId: number; startsAt: string }
  | { kind: 'documentToSign'; documentId: number; title: string };

export type TNotifyPayload = { tenantId: number; personId: number; event: TPushEvent };

/** Of these persons, those with a browser to notify (others need no job at all). */
async function reachable(db: DbOrTx, tenantId: number, personIds: readonly number[]): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ personId: pushSubscriptions.personId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.personId, [...personIds])));
  return new Set(rows.map((r) => r.personId));
}

/** Queues one message for a person. A `key` makes it exist once (reminders). */
export async function notifyPerson(
  db: DbOrTx,
  tenantId: number,
  personId: number,
  event: TPushEvent,
  key?: string,
): Promise<void> {
  if (!(await reachable(db, tenantId, [personId])).has(personId)) return;
  const payload: TNotifyPayload = { tenantId, personId, event };
  await enqueue(db, PUSH_NOTIFY_JOB, payload, { tenantId, key });
}

/** The people of these assignments hear about their job: asked, changed or cancelled. */
export async function notifyJobEvent(
  db: DbOrTx,
  tenantId: number,
  kind: TJobEventKind,
  assignments: ReadonlyArray<{ id: number; personId: number }>,
): Promise<void> {
  const people = await reachable(
    db,
    tenantId,
    assignments.map((a) => a.personId),
  );
  for (const a of assignments) {
    if (!people.has(a.personId)) continue;
    const payload: TNotifyPayload = { tenantId, personId: a.personId, event: { kind, assignmentId: a.id } };
    await enqueue(db, PUSH_NOTIFY_JOB, payload, { tenantId });
  }
}

/**
 * A document waits for this person's signature. The signing code (paperwork) calls this in the
 * transaction that makes the person a signatory who may sign now; tapping the message opens
 * /documents/{documentId}.
 */
export async function notifyDocumentToSign(
  db: DbOrTx,
  doc: { tenantId: number; personId: number; documentId: number; title: string },
): Promise<void> {
  await notifyPerson(
    db,
    doc.tenantId,
    doc.personId,
    { kind: 'documentToSign', documentId: doc.documentId, title: doc.title.slice(0, 200) },
    `document:${doc.documentId}:${doc.personId}`,
  );
}
