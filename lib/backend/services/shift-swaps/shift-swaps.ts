// Shift swaps: the rules of every step, each in one transaction. The person on a
// confirmed job offers it before it starts and may withdraw until it is approved; a colleague
// of the same tenant with the item's function and nothing against the booking
// (findBookingConflicts: jobs, blocked dates, approved vacation) takes it, which leaves the
// planners a to-do; a planner approves, which checks the taker again under lock and moves the
// job, or rejects. A swap never creates a double booking: there is no "confirm anyway".
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { assignments, personFunctions, persons, shiftSwaps } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import {
  LIVE_SWAP_STATUSES,
  nextSwapStatus,
  offerRefusal,
  type TShiftSwap,
  type TShiftSwapAction,
  type TShiftSwapStatus,
} from '../../../domain/shift-swaps';
import { requirePlanner } from '../access';
import { createAssignmentIn } from '../planning/assignments';
import { findBookingConflicts } from '../planning/bookings';
import { tenantTimeZone } from '../planning/common';
import { requirePersonSession } from '../planning/jobs';
import { notifyJobEvent } from '../notifications/push-events';
import { recordSwapStep, type TSwapStep } from './swap-activities';
import { SWAP_LOCK, ownJobWithItem, selectSwaps, swapOf, type TSwapRow } from './swap-rows';
import { clock } from '../../../domain/clock';
import { liveAssignment } from '../planning/item-conditions';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

/** The swap `id` of the caller's tenant, locked with its job and crew item; 404 otherwise. */
async function lockSwap(tx: Tx, auth: TAuth, id: number): Promise<TSwapRow> {
  const [row] = await selectSwaps(tx)
    .where(and(eq(shiftSwaps.id, id), eq(shiftSwaps.tenantId, auth.tenantId)))
    .for('update', SWAP_LOCK);
  if (!row) throw notFound('Shift swap');
  return row;
}

/**
 * The swap `id`, locked, at the version the step is based on: checked after `mayAct` (whether the
 * caller may see it act on it at all), before the step's own rules.
 */
async function claimSwap(
  tx: Tx,
  auth: TAuth,
  id: number,
  ifMatch: TIfMatch,
  mayAct: (r: TSwapRow) => unknown = () => undefined,
): Promise<TSwapRow> {
  const r = await lockSwap(tx, auth, id);
  await mayAct(r);
  await claimVersion(tx, auth, shiftSwaps, id, ifMatch);
  return r;
}

/** A step on a swap after the offer: the swap, the version it is based on, and when. */
type TSwapStepArgs = [db: Db, auth: TAuth, id: number, ifMatch: TIfMatch, now?: Date];

async function reread(tx: Tx, auth: TAuth, id: number) {
  const [row] = await selectSwaps(tx).where(and(eq(shiftSwaps.id, id), eq(shiftSwaps.tenantId, auth.tenantId)));
  return row!;
}

function nextOrRefuse(r: TSwapRow, action: TShiftSwapAction): TShiftSwapStatus {
  const next = nextSwapStatus(r.swap.status, action);
  if (!next) throw new ApiError('INVALID_TRANSITION', `Cannot ${action} a swap that is ${r.swap.status}`);
  return next;
}

/** The offered job is still the offerer's, confirmed, planned and ahead. */
function assertStillSwappable(r: TSwapRow, now: Date) {
  const refusal = offerRefusal(
    { assignmentStatus: r.assignment.status, itemStatus: r.item.status, startsAt: r.item.startsAt, liveSwap: false },
    now,
  );
  if (refusal) throw new ApiError('INVALID_TRANSITION', refusal.message);
  if (r.assignment.personId !== r.swap.offeredById)
    throw new ApiError('INVALID_TRANSITION', 'This job has changed since it was offered');
}

/** 409 SWAP_CONFLICT, with the conflicts, when anything stands against `personId` working the
 *  swap's shift. The person row is locked first, so that a booking made meanwhile is seen or waits. */
async function assertFree(tx: Tx, auth: TAuth, personId: number, r: TSwapRow, message: string) {
  await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, personId)).for('update');
  const conflicts = await findBookingConflicts(
    tx,
    auth.tenantId,
    await tenantTimeZone(tx, auth.tenantId),
    personId,
    r.item,
  );
  if (conflicts.length > 0) throw new ApiError('SWAP_CONFLICT', message, undefined, { details: conflicts });
}

async function hasFunction(tx: Tx, personId: number, functionId: number) {
  const [fit] = await tx
    .select({ id: personFunctions.functionId })
    .from(personFunctions)
    .where(and(eq(personFunctions.personId, personId), eq(personFunctions.functionId, functionId)));
  return Boolean(fit);
}

async function moveTo(
  tx: Tx,
  auth: TAuth,
  r: TSwapRow,
  status: TShiftSwapStatus,
  step: TSwapStep,
  set: Partial<typeof shiftSwaps.$inferInsert>,
  now: Date,
): Promise<TSwapRow> {
  await tx
    .update(shiftSwaps)
    .set({ ...set, status })
    .where(eq(shiftSwaps.id, r.swap.id));
  const after = await reread(tx, auth, r.swap.id);
  await recordSwapStep(tx, auth.tenantId, after, step, now);
  return after;
}

/** The person on a confirmed job offers it to colleagues; they stay on it until a planner
 *  approves a swap. */
export async function offerShift(db: Db, auth: TAuth, assignmentId: number, now = clock.now()): Promise<TShiftSwap> {
  const personId = requirePersonSession(auth);
  return db.transaction(async (tx) => {
    const job = await ownJobWithItem(tx, auth, personId, assignmentId, true);
    const [live] = await tx
      .select({ id: shiftSwaps.id })
      .from(shiftSwaps)
      .where(and(eq(shiftSwaps.assignmentId, assignmentId), inArray(shiftSwaps.status, [...LIVE_SWAP_STATUSES])));
    const refusal = offerRefusal(
      {
        assignmentStatus: job.status,
        itemStatus: job.item.status,
        startsAt: job.item.startsAt,
        liveSwap: Boolean(live),
      },
      now,
    );
    if (refusal) throw new ApiError(refusal.code, refusal.message);
    const [row] = await tx
      .insert(shiftSwaps)
      .values({
        tenantId: auth.tenantId,
        assignmentId,
        offeredById: personId,
        status: nextSwapStatus(null, 'offer')!,
        createdAt: now,
      })
      .returning({ id: shiftSwaps.id });
    const after = await reread(tx, auth, row!.id);
    await recordSwapStep(tx, auth.tenantId, after, 'offered', now);
    return swapOf(after);
  });
}

/** The offerer takes the offer back, taken or not, until a planner has approved it. */
export async function withdrawSwap(...[db, auth, id, ifMatch, now = clock.now()]: TSwapStepArgs): Promise<TShiftSwap> {
  const personId = requirePersonSession(auth);
  return db.transaction(async (tx) => {
    const r = await claimSwap(tx, auth, id, ifMatch, (swap) => {
      if (swap.swap.offeredById !== personId) throw notFound('Shift swap');
    });
    const next = nextOrRefuse(r, 'withdraw');
    return swapOf(await moveTo(tx, auth, r, next, 'withdrawn', { closedAt: now }, now));
  });
}

/** A colleague with the shift's function, who is free then, takes the offered shift. */
export async function takeShift(...[db, auth, id, ifMatch, now = clock.now()]: TSwapStepArgs): Promise<TShiftSwap> {
  const personId = requirePersonSession(auth);
  return db.transaction(async (tx) => {
    const r = await claimSwap(tx, auth, id, ifMatch, async (swap) => {
      if (!(await hasFunction(tx, personId, swap.item.functionId)))
        throw forbidden('This shift is for a function you do not have');
    });
    if (r.swap.offeredById === personId) throw new ApiError('CONFLICT', 'You offered this shift yourself');
    const next = nextOrRefuse(r, 'take');
    assertStillSwappable(r, now);
    const [onItem] = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.crewItemId, r.item.id), eq(assignments.personId, personId), liveAssignment));
    if (onItem) throw new ApiError('CONFLICT', 'You are already on this crew item');
    await assertFree(
      tx,
      auth,
      personId,
      r,
      'You are booked or unavailable at that time; taking it would double-book you',
    );
    return swapOf(await moveTo(tx, auth, r, next, 'taken', { takenById: personId, takenAt: now }, now));
  });
}

/** A planner approves a taken swap: the taker is checked again (someone may have booked them
 *  since), the offerer's assignment is cancelled and the taker is booked, confirmed, on the same
 *  row. Both hear of it. */
export async function approveSwap(...[db, auth, id, ifMatch, now = clock.now()]: TSwapStepArgs): Promise<TShiftSwap> {
  requirePlanner(auth);
  return db.transaction(async (tx) => {
    const r = await claimSwap(tx, auth, id, ifMatch);
    const next = nextOrRefuse(r, 'approve');
    assertStillSwappable(r, now);
    const takerId = r.swap.takenById!;
    if (!(await hasFunction(tx, takerId, r.item.functionId)))
      throw new ApiError('CONFLICT', 'The colleague taking this shift no longer has its function');
    await assertFree(
      tx,
      auth,
      takerId,
      r,
      'The colleague taking this shift has been booked or become unavailable at that time since; approving would double-book them',
    );
    const [released] = await tx
      .update(assignments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(assignments.id, r.assignment.id))
      .returning();
    const booked = await createAssignmentIn(tx, auth, {
      crewItemId: r.item.id,
      personId: takerId,
      rowNo: r.assignment.rowNo,
      status: 'confirmed',
    });
    const after = await moveTo(tx, auth, r, next, 'approved', { closedAt: now, takerAssignmentId: booked.id }, now);
    await notifyJobEvent(tx, auth.tenantId, 'swapReleased', [released!]);
    await notifyJobEvent(tx, auth.tenantId, 'swapApproved', [booked]);
    return swapOf(after);
  });
}

/** A planner turns the swap down (taken or not): the job stays with the offerer. */
export async function rejectSwap(...[db, auth, id, ifMatch, now = clock.now()]: TSwapStepArgs): Promise<TShiftSwap> {
  requirePlanner(auth);
  return db.transaction(async (tx) => {
    const r = await claimSwap(tx, auth, id, ifMatch);
    const next = nextOrRefuse(r, 'reject');
    const after = await moveTo(tx, auth, r, next, 'rejected', { closedAt: now }, now);
    await notifyJobEvent(tx, auth.tenantId, 'swapRejected', [r.assignment]);
    return swapOf(after);
  });
}
