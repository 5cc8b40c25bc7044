// Planners put people on the rows of a crew item. A row holds at most one person who is
// not cancelled; a booking that clashes with the person's other confirmed jobs or blocked
// dates answers 409 DOUBLE_BOOKING until the planner confirms it a second time.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { assignments, persons, projectCrewItems } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, invalidField, notFound } from '../../errors';
import {
  CONFIRMED_ASSIGNMENT_STATUSES,
  type TAssignment,
  type TAssignmentCreate,
  type TAssignmentStatus,
  type TAssignmentUpdate,
} from '../../../domain/planning';
import { findBookingConflicts } from './bookings';
import { notifyJobEvent } from '../notifications/push-events';
import { tenantTimeZone } from './common';
import { clock } from '../../../domain/clock';
import { liveAssignment } from './item-conditions';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

type TItemRow = typeof projectCrewItems.$inferSelect;
type TAssignmentRow = typeof assignments.$inferSelect;

export const toAssignment = (a: TAssignmentRow): TAssignment => ({
  id: a.id,
  version: a.version,
  crewItemId: a.crewItemId,
  rowNo: a.rowNo,
  personId: a.personId,
  status: a.status,
  declineReason: a.declineReason,
  confirmedAt: a.confirmedAt ? a.confirmedAt.toISOString() : null,
});

export function assertItemOpen(item: TItemRow) {
  if (item.status !== 'design' && item.status !== 'active') {
    throw new ApiError('CONFLICT', `People cannot be planned on a crew item in status ${item.status}`);
  }
}

async function assertNoConflicts(
  tx: Tx,
  auth: TAuth,
  personId: number,
  item: TItemRow,
  confirmed: boolean | undefined,
) {
  if (confirmed) return;
  const conflicts = await findBookingConflicts(
    tx,
    auth.tenantId,
    await tenantTimeZone(tx, auth.tenantId),
    personId,
    item,
  );
  if (conflicts.length > 0) {
    throw new ApiError(
      'DOUBLE_BOOKING',
      'This person is already booked or unavailable at that time; confirm to book anyway',
      undefined,
      { details: conflicts },
    );
  }
}

/** The row a person goes on: the one asked for, or the first free one; 409 when the person is
 *  on the item already or no row is free. Call with the item locked. */
export async function freeRowFor(tx: Tx, item: TItemRow, personId: number, wanted?: number): Promise<number> {
  const onRows = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.crewItemId, item.id), liveAssignment));
  if (onRows.some((a) => a.personId === personId))
    throw new ApiError('CONFLICT', 'This person is already on this crew item');
  const taken = new Set(onRows.map((a) => a.rowNo));
  if (wanted !== undefined) {
    if (taken.has(wanted)) throw new ApiError('CONFLICT', `Row ${wanted} is already filled`);
    return wanted;
  }
  const rowNo = Array.from({ length: item.rows }, (_, i) => i + 1).find((n) => !taken.has(n));
  if (rowNo === undefined) throw new ApiError('CONFLICT', 'All rows of this crew item are filled');
  return rowNo;
}

export async function createAssignment(db: Db, auth: TAuth, input: TAssignmentCreate): Promise<TAssignment> {
  return db.transaction((tx) => createAssignmentIn(tx, auth, input));
}

/** createAssignment inside the caller's transaction (accepting a vacancy application books too). */
export async function createAssignmentIn(tx: Tx, auth: TAuth, input: TAssignmentCreate): Promise<TAssignment> {
  // Locking the item and the person serialises concurrent bookings of the same row or person.
  const [item] = await tx
    .select()
    .from(projectCrewItems)
    .where(and(eq(projectCrewItems.id, input.crewItemId), eq(projectCrewItems.tenantId, auth.tenantId)))
    .for('update');
  if (!item) throw invalidField('crewItemId', 'Unknown crew item');
  const [person] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, input.personId), eq(persons.tenantId, auth.tenantId)))
    .for('update');
  if (!person) throw invalidField('personId', 'Unknown person');
  if (input.rowNo !== undefined && input.rowNo > item.rows)
    throw invalidField('rowNo', `This crew item has ${item.rows} rows`);
  assertItemOpen(item);
  const rowNo = await freeRowFor(tx, item, input.personId, input.rowNo);

  await assertNoConflicts(tx, auth, input.personId, item, input.confirmDoubleBooking);
  const now = clock.now();
  const [row] = await tx
    .insert(assignments)
    .values({
      tenantId: auth.tenantId,
      crewItemId: item.id,
      rowNo,
      personId: input.personId,
      status: input.status,
      confirmedAt: CONFIRMED_ASSIGNMENT_STATUSES.includes(input.status) ? now : null,
      updatedAt: now,
    })
    .returning();
  if (row!.status === 'requested') await notifyJobEvent(tx, auth.tenantId, 'jobRequest', [row!]);
  return toAssignment(row!);
}

/** The assignment, at the version the change is based on, and its crew item: both locked. */
async function lockAssignment(tx: Tx, auth: TAuth, id: number, ifMatch: TIfMatch) {
  const [a] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.tenantId, auth.tenantId)))
    .for('update');
  if (!a) throw notFound('Assignment');
  await claimVersion(tx, auth, assignments, a.id, ifMatch);
  const [item] = await tx.select().from(projectCrewItems).where(eq(projectCrewItems.id, a.crewItemId)).for('update');
  return { a, item: item! };
}

/** A planner moves a person between requested, spare and confirmed. Cancelled and no-show
 *  are final: a cancelled person is booked again with a new assignment. */
export async function updateAssignment(
  db: Db,
  auth: TAuth,
  id: number,
  input: TAssignmentUpdate,
  ifMatch: TIfMatch,
): Promise<TAssignment> {
  return db.transaction(async (tx) => {
    const { a, item } = await lockAssignment(tx, auth, id, ifMatch);
    if (a.status === 'cancelled' || a.status === 'noShow') {
      throw new ApiError('INVALID_TRANSITION', `An assignment in status ${a.status} cannot change`);
    }
    assertItemOpen(item);
    const confirming = CONFIRMED_ASSIGNMENT_STATUSES.includes(input.status);
    if (confirming && !CONFIRMED_ASSIGNMENT_STATUSES.includes(a.status)) {
      await assertNoConflicts(tx, auth, a.personId, item, input.confirmDoubleBooking);
    }
    const now = clock.now();
    const [row] = await tx
      .update(assignments)
      .set({
        status: input.status as TAssignmentStatus,
        updatedAt: now,
        confirmedAt: confirming ? (a.confirmedAt ?? now) : null,
      })
      .where(eq(assignments.id, a.id))
      .returning();
    if (row!.status === 'requested' && a.status !== 'requested')
      await notifyJobEvent(tx, auth.tenantId, 'jobRequest', [row!]);
    return toAssignment(row!);
  });
}

/** Cancels the assignment (kept as a record); cancelling twice changes nothing. */
export async function cancelAssignment(db: Db, auth: TAuth, id: number, ifMatch: TIfMatch): Promise<TAssignment> {
  return db.transaction(async (tx) => {
    const { a } = await lockAssignment(tx, auth, id, ifMatch);
    if (a.status === 'cancelled') return toAssignment(a);
    if (a.status === 'noShow')
      throw new ApiError('INVALID_TRANSITION', 'A no-show is a record and cannot be cancelled');
    const [row] = await tx
      .update(assignments)
      .set({ status: 'cancelled', updatedAt: clock.now() })
      .where(eq(assignments.id, a.id))
      .returning();
    await notifyJobEvent(tx, auth.tenantId, 'jobCancelled', [row!]);
    return toAssignment(row!);
  });
}
