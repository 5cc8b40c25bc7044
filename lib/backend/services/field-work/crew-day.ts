// One crew on one work day: who works (from assignments whose crew item covers the date),
// their checks, and whether the day's hours are still open to change.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  crewChecks,
  crewDocuments,
  crewSignOffs,
  functions,
  persons,
  projectCrewItems,
} from '../../db/schema';
import { itemWorkedOn } from '../planning/worked-on';
import { crewJobsOf } from '../planning/crew-jobs';
import { personName } from '../people/names';
import { ApiError } from '../../errors';
import { LATE_SYNC_MINUTES, type TCrewCheck, type TCrewDayMember } from '../../../domain/field-work';

export type TDayAssignment = Omit<TCrewDayMember, 'check'> & { endsAt: Date };

/** The crew's jobs that cover `date` (cancelled ones left out), in shift order. */
export async function dayAssignments(
  db: DbOrTx,
  tenantId: number,
  crewId: number,
  date: string,
  opts: { personId?: number } = {},
): Promise<TDayAssignment[]> {
  return db
    .select({
      assignmentId: assignments.id,
      personId: assignments.personId,
      name: personName,
      function: functions.name,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      endsAt: projectCrewItems.endsAt,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(
      and(
        crewJobsOf(tenantId, crewId),
        itemWorkedOn(date),
        opts.personId !== undefined ? eq(assignments.personId, opts.personId) : undefined,
      ),
    )
    .orderBy(asc(projectCrewItems.startTime), asc(persons.lastName), asc(persons.firstName), asc(assignments.id));
}

/** One job of the crew, any day (cancelled ones left out). */
export async function crewAssignment(db: DbOrTx, tenantId: number, crewId: number, assignmentId: number) {
  const [row] = await db
    .select({ assignmentId: assignments.id, personId: assignments.personId })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(and(eq(assignments.id, assignmentId), crewJobsOf(tenantId, crewId)));
  return row ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCheck(r: typeof crewChecks.$inferSelect): TCrewCheck {
  return {
    id: r.id,
    assignmentId: r.assignmentId,
    personId: r.personId,
    workDate: r.workDate,
    checkInAt: r.checkInAt.toISOString(),
    checkInLat: r.checkInLat,
    checkInLng: r.checkInLng,
    checkInAccuracy: r.checkInAccuracy,
    checkInByPersonId: r.checkInByPersonId,
    checkOutAt: iso(r.checkOutAt),
    checkOutLat: r.checkOutLat,
    checkOutLng: r.checkOutLng,
    checkOutAccuracy: r.checkOutAccuracy,
    checkOutByPersonId: r.checkOutByPersonId,
    checkInReceivedAt: iso(r.checkInReceivedAt),
    checkOutReceivedAt: iso(r.checkOutReceivedAt),
    lateSync: isLateSync(r),
    paidMinutes: r.paidMinutes,
    chargedMinutes: r.chargedMinutes,
    hoursPending: r.hoursPending,
  };
}

/** Whether the check-in or check-out reached the server more than LATE_SYNC_MINUTES after its time. */
export function isLateSync(r: {
  checkInAt: Date;
  checkInReceivedAt: Date | null;
  checkOutAt: Date | null;
  checkOutReceivedAt: Date | null;
}): boolean {
  const late = (at: Date | null, received: Date | null) =>
    at !== null && received !== null && received.getTime() - at.getTime() > LATE_SYNC_MINUTES * 60_000;
  return late(r.checkInAt, r.checkInReceivedAt) || late(r.checkOutAt, r.checkOutReceivedAt);
}

/** The checks of the given jobs on one day, by assignment id. */
export async function checksByAssignment(
  db: DbOrTx,
  tenantId: number,
  crewId: number,
  date: string,
  assignmentIds: number[],
) {
  if (!assignmentIds.length) return new Map<number, typeof crewChecks.$inferSelect>();
  const rows = await db
    .select()
    .from(crewChecks)
    .where(
      and(
        eq(crewChecks.tenantId, tenantId),
        eq(crewChecks.projectCrewId, crewId),
        eq(crewChecks.workDate, date),
        inArray(crewChecks.assignmentId, assignmentIds),
      ),
    );
  return new Map(rows.map((r) => [r.assignmentId, r]));
}

export async function getSignOff(db: DbOrTx, tenantId: number, crewId: number, date: string) {
  const [row] = await db
    .select()
    .from(crewSignOffs)
    .where(
      and(eq(crewSignOffs.tenantId, tenantId), eq(crewSignOffs.projectCrewId, crewId), eq(crewSignOffs.workDate, date)),
    );
  return row ?? null;
}

/** 409 once the day is closed: signed off by the crew chief, or its delivery note signed by the client. */
export async function assertHoursOpen(db: DbOrTx, tenantId: number, crewId: number, date: string): Promise<void> {
  if (await getSignOff(db, tenantId, crewId, date)) {
    throw new ApiError('CONFLICT', `The crew is signed off for ${date}: its hours can no longer change`);
  }
  const [note] = await db
    .select({ id: crewDocuments.id })
    .from(crewDocuments)
    .where(
      and(
        eq(crewDocuments.tenantId, tenantId),
        eq(crewDocuments.projectCrewId, crewId),
        eq(crewDocuments.workDate, date),
        eq(crewDocuments.kind, 'deliveryNote'),
        eq(crewDocuments.status, 'signed'),
      ),
    );
  if (note)
    throw new ApiError('ALREADY_SIGNED', `The delivery note of ${date} is signed: its hours can no longer change`);
}
