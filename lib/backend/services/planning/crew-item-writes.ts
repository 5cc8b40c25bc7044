// Changing crew items: create, update and the status actions of rules §4. Every status
// change asks crew-item-status.ts; every write runs in one transaction with the item locked and
// its version checked (services/versions.ts), the status transition in the same transaction.
import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { assignments, functions, projectCrewItems } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, invalidField } from '../../errors';
import { isPlanner } from '../access';
import { shiftSpan } from '../../../domain/time-zone';
import { dateRangeProblem, type TCrewItem, type TCrewItemCreate, type TCrewItemUpdate } from '../../../domain/planning';
import type { TAssignmentStatus } from '../../../domain/planning';
import { getVisibleCrew, getVisibleCrewItem } from './crew-access';
import { nextCrewItemStatus } from './crew-item-status';
import { getCrewItem } from './crew-items';
import { assertInTenant } from '../tenant-scope';
import { hhmm, tenantTimeZone } from './common';
import { notifyJobEvent } from '../notifications/push-events';
import { clock } from '../../../domain/clock';
import { liveAssignment } from './item-conditions';
import { claimVersion } from '../versions';
import type { TIfMatch } from '../../../domain/versions';

/** People who were told about the job (requested) or agreed to it are asked to look again
 *  after a change; a spare is not on the job yet and stays spare. */
const NOTIFIED_STATUSES: TAssignmentStatus[] = ['requested', 'confirmed', 'confirmedWeb'];

/** The item, locked for the write, once the caller may see it and the write's version is current. */
async function lockItem(tx: Tx, auth: TAuth, itemId: number, ifMatch: TIfMatch) {
  const { item } = await getVisibleCrewItem(tx, auth, itemId);
  await claimVersion(tx, auth, projectCrewItems, item.id, ifMatch);
  return item;
}

export async function createCrewItem(db: Db, auth: TAuth, input: TCrewItemCreate): Promise<TCrewItem> {
  const id = await db.transaction(async (tx) => {
    await getVisibleCrew(tx, auth, input.projectCrewId).catch((e: unknown) => {
      throw e instanceof ApiError && e.code === 'NOT_FOUND' ? invalidField('projectCrewId', 'Unknown project crew') : e;
    });
    await assertInTenant(tx, auth.tenantId, functions, input.functionId, 'functionId', 'Function');
    const span = shiftSpan(input, await tenantTimeZone(tx, auth.tenantId));
    const [row] = await tx
      .insert(projectCrewItems)
      .values({
        tenantId: auth.tenantId,
        projectCrewId: input.projectCrewId,
        functionId: input.functionId,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        startTime: input.startTime,
        endTime: input.endTime,
        startsAt: span.startsAt,
        endsAt: span.endsAt,
        rows: input.rows,
        catering: input.catering ?? null,
        comment: input.comment ?? null,
        isVacancy: input.isVacancy ?? false,
        status: nextCrewItemStatus(null, 'create'),
      })
      .returning({ id: projectCrewItems.id });
    return row!.id;
  });
  return getCrewItem(db, auth, id);
}

export async function updateCrewItem(
  db: Db,
  auth: TAuth,
  input: TCrewItemUpdate,
  ifMatch: TIfMatch,
): Promise<TCrewItem> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, auth, input.id, ifMatch);
    const status = nextCrewItemStatus(item.status, 'update');
    await assertInTenant(tx, auth.tenantId, functions, input.functionId, 'functionId', 'Function');
    const next = {
      functionId: input.functionId ?? item.functionId,
      startDate: input.startDate ?? item.startDate,
      endDate: input.endDate === undefined ? item.endDate : input.endDate,
      startTime: hhmm(input.startTime ?? item.startTime),
      endTime: hhmm(input.endTime ?? item.endTime),
      catering: input.catering === undefined ? item.catering : input.catering,
      comment: input.comment === undefined ? item.comment : input.comment,
    };
    const problem = dateRangeProblem(next.startDate, next.endDate);
    if (problem) throw invalidField('endDate', problem);
    const rows = input.rows ?? item.rows;
    const [highest] = await tx
      .select({ rowNo: max(assignments.rowNo) })
      .from(assignments)
      .where(and(eq(assignments.crewItemId, item.id), liveAssignment));
    if ((highest?.rowNo ?? 0) > rows)
      throw invalidField('rows', `Row ${highest!.rowNo} is taken; remove that person first`);
    const span = shiftSpan(next, await tenantTimeZone(tx, auth.tenantId));
    const seenByCrew = (
      ['functionId', 'startDate', 'endDate', 'startTime', 'endTime', 'catering', 'comment'] as const
    ).some((k) => next[k] !== (k === 'startTime' || k === 'endTime' ? hhmm(item[k]) : item[k]));
    await tx
      .update(projectCrewItems)
      .set({
        ...next,
        rows,
        status,
        isVacancy: input.isVacancy ?? item.isVacancy,
        startsAt: span.startsAt,
        endsAt: span.endsAt,
      })
      .where(eq(projectCrewItems.id, item.id));
    if (seenByCrew) {
      const changed = await tx
        .update(assignments)
        .set({ status: 'hasChanged', updatedAt: clock.now() })
        .where(and(eq(assignments.crewItemId, item.id), inArray(assignments.status, NOTIFIED_STATUSES)))
        .returning({ id: assignments.id, personId: assignments.personId });
      await notifyJobEvent(tx, auth.tenantId, 'jobChanged', changed);
    }
  });
  return getCrewItem(db, auth, input.id);
}

/** activate, notNeeded or reactivate. notNeeded cancels everyone on the item. */
export async function changeCrewItemStatus(
  db: Db,
  auth: TAuth,
  itemId: number,
  action: 'activate' | 'notNeeded' | 'reactivate',
  ifMatch: TIfMatch,
): Promise<TCrewItem> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, auth, itemId, ifMatch);
    const status = nextCrewItemStatus(item.status, action);
    await tx.update(projectCrewItems).set({ status }).where(eq(projectCrewItems.id, item.id));
    if (action === 'notNeeded') {
      const cancelled = await tx
        .update(assignments)
        .set({ status: 'cancelled', updatedAt: clock.now() })
        .where(and(eq(assignments.crewItemId, item.id), notInArray(assignments.status, ['cancelled', 'noShow'])))
        .returning({ id: assignments.id, personId: assignments.personId });
      await notifyJobEvent(tx, auth.tenantId, 'jobCancelled', cancelled);
    }
  });
  return getCrewItem(db, auth, itemId);
}

/** Records that the person on one row did not show up. Planners and the crew's chief may
 *  do this, and only once the item has started. */
export async function recordNoShow(
  db: Db,
  auth: TAuth,
  itemId: number,
  assignmentId: number,
  ifMatch: TIfMatch,
  now = clock.now(),
): Promise<TCrewItem> {
  await db.transaction(async (tx) => {
    const { item, crew } = await getVisibleCrewItem(tx, auth, itemId);
    const isChief = auth.type === 'user' && auth.personId !== null && crew.crewChiefId === auth.personId;
    if (!isPlanner(auth) && !isChief) throw forbidden('Only planners and the crew chief may record a no-show');
    await claimVersion(tx, auth, projectCrewItems, item.id, ifMatch);
    nextCrewItemStatus(item.status, 'noShow');
    const [a] = await tx
      .select()
      .from(assignments)
      .where(
        and(
          eq(assignments.id, assignmentId),
          eq(assignments.crewItemId, item.id),
          eq(assignments.tenantId, auth.tenantId),
        ),
      );
    if (!a) throw invalidField('assignmentId', 'No such assignment on this crew item');
    if (a.status === 'cancelled' || a.status === 'noShow' || a.status === 'spare') {
      throw new ApiError('INVALID_TRANSITION', `Cannot record a no-show for an assignment in status ${a.status}`);
    }
    if (now < item.startsAt)
      throw new ApiError('INVALID_TRANSITION', 'A no-show can be recorded only after the start time');
    await tx.update(assignments).set({ status: 'noShow', updatedAt: now }).where(eq(assignments.id, a.id));
  });
  return getCrewItem(db, auth, itemId);
}
