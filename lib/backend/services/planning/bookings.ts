// Database side of double booking: finds a person's other confirmed bookings, blocked dates
// and approved vacation near a crew item and hands them to the pure rules of double-booking.ts.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  blockedDates,
  functions,
  projectCrewItems,
  projectCrews,
  projects,
  vacationRequests,
} from '../../db/schema';
import { CONFIRMED_ASSIGNMENT_STATUSES, type TBookingConflict } from '../../../domain/planning';
import { findBlockedDateConflicts, findOverlapping, type TSchedule } from './double-booking';
import { hhmm, iso } from './common';

export type TTimedItem = TSchedule & { startsAt: Date; endsAt: Date };

export const scheduleOf = (i: TSchedule): TSchedule => ({
  startDate: i.startDate,
  endDate: i.endDate,
  startTime: hhmm(i.startTime),
  endTime: hhmm(i.endTime),
});

/** Confirmed bookings of `personIds` whose overall span meets [from, to); the pure check
 *  then compares day by day. */
async function confirmedBookingsNear(db: DbOrTx, tenantId: number, personIds: number[], from: Date, to: Date) {
  if (personIds.length === 0) return [];
  return db
    .select({
      assignmentId: assignments.id,
      personId: assignments.personId,
      status: assignments.status,
      crewItemId: projectCrewItems.id,
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      startsAt: projectCrewItems.startsAt,
      endsAt: projectCrewItems.endsAt,
      project: { id: projects.id, number: projects.number, name: projects.name },
      crew: { id: projectCrews.id, name: projectCrews.name },
      function: { id: functions.id, name: functions.name },
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(
      and(
        eq(assignments.tenantId, tenantId),
        inArray(assignments.personId, personIds),
        inArray(assignments.status, [...CONFIRMED_ASSIGNMENT_STATUSES]),
        lt(projectCrewItems.startsAt, to),
        gt(projectCrewItems.endsAt, from),
      ),
    );
}

/** Approved vacation of `personIds` on some day of [from, to]: a conflict like a blocked date
 *  (DOMAIN.md "Vacation request"); requested or declined vacation is not. */
export function approvedVacationsNear(db: DbOrTx, tenantId: number, personIds: number[], from: string, to: string) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: vacationRequests.id,
      personId: vacationRequests.personId,
      startDate: vacationRequests.startDate,
      endDate: vacationRequests.endDate,
      paid: vacationRequests.paid,
    })
    .from(vacationRequests)
    .where(
      and(
        eq(vacationRequests.tenantId, tenantId),
        inArray(vacationRequests.personId, personIds),
        eq(vacationRequests.status, 'approved'),
        sql`${vacationRequests.startDate} <= ${to}`,
        sql`${vacationRequests.endDate} >= ${from}`,
      ),
    );
}

/** What stands against booking `personId` on `item`: overlapping confirmed assignments
 *  (other crew items), blocked dates and approved vacation on its days. */
export async function findBookingConflicts(
  db: DbOrTx,
  tenantId: number,
  timeZone: string,
  personId: number,
  item: TTimedItem & { id: number },
): Promise<TBookingConflict[]> {
  const near = (await confirmedBookingsNear(db, tenantId, [personId], item.startsAt, item.endsAt)).filter(
    (b) => b.crewItemId !== item.id,
  );
  const clashing = findOverlapping(
    scheduleOf(item),
    near.map((b) => ({ ...b, schedule: scheduleOf(b) })),
    timeZone,
  );
  const last = item.endDate ?? item.startDate;
  const blocks = await db
    .select()
    .from(blockedDates)
    .where(
      and(
        eq(blockedDates.tenantId, tenantId),
        eq(blockedDates.personId, personId),
        sql`${blockedDates.startDate} <= ${last}`,
        sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${item.startDate}`,
      ),
    );
  return [
    ...clashing.map((b): TBookingConflict => ({
      kind: 'assignment',
      assignmentId: b.assignmentId,
      crewItemId: b.crewItemId,
      status: b.status,
      project: b.project,
      crew: b.crew,
      function: b.function,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
    })),
    ...findBlockedDateConflicts(scheduleOf(item), blocks).map((b): TBookingConflict => ({
      kind: 'blockedDate',
      blockedDateId: b.id,
      startDate: b.startDate,
      endDate: b.endDate,
      reason: b.reason,
    })),
    ...findBlockedDateConflicts(
      scheduleOf(item),
      await approvedVacationsNear(db, tenantId, [personId], item.startDate, last),
    ).map((v): TBookingConflict => ({
      kind: 'vacation',
      vacationRequestId: v.id,
      startDate: v.startDate,
      endDate: v.endDate,
      paid: v.paid,
    })),
  ];
}

/** The ids among `booked` whose person is confirmed on another overlapping crew item: the
 *  planners' "double booking" marker. */
export async function doubleBookedIds(
  db: DbOrTx,
  tenantId: number,
  timeZone: string,
  booked: ReadonlyArray<{ id: number; personId: number; crewItemId: number; item: TTimedItem }>,
): Promise<Set<number>> {
  const out = new Set<number>();
  if (booked.length === 0) return out;
  const from = new Date(Math.min(...booked.map((b) => b.item.startsAt.getTime())));
  const to = new Date(Math.max(...booked.map((b) => b.item.endsAt.getTime())));
  const near = await confirmedBookingsNear(db, tenantId, [...new Set(booked.map((b) => b.personId))], from, to);
  for (const b of booked) {
    const others = near
      .filter(
        (o) =>
          o.personId === b.personId &&
          o.crewItemId !== b.crewItemId &&
          o.startsAt < b.item.endsAt &&
          o.endsAt > b.item.startsAt,
      )
      .map((o) => ({ schedule: scheduleOf(o) }));
    if (others.length > 0 && findOverlapping(scheduleOf(b.item), others, timeZone).length > 0) out.add(b.id);
  }
  return out;
}
