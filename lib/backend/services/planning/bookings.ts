// Database side of double booking: finds people's other bookings, blocked dates and approved
// vacation near a crew item and hands them to the pure rules of double-booking.ts, the
// working-time rules the item would break (working-time-checks.ts), and the trainings its function
// requires that they do not hold valid through its last day (training-rules.ts). The one conflict
// finder of every assignment path: a request or confirmation (assignments.ts), a vacancy taken
// (vacancies), a shift swap (shift-swaps), a crew member's own yes (jobs.ts), suggested crew
// (suggestions.ts) and a staffing proposal (staffing-input.ts).
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  blockedDates,
  functionTrainings,
  personTrainings,
  projectCrewItems,
  trainings,
  vacationRequests,
} from '../../db/schema';
import type { TNamedRef } from '../../../domain/response-parts';
import { validThrough } from '../../../domain/self-service/training-rules';
import { joinAssignmentShift, shiftRefColumns } from './shifts';
import { CONFIRMED_ASSIGNMENT_STATUSES, type TAssignmentStatus, type TBookingConflict } from '../../../domain/planning';
import { findBlockedDateConflicts, findOverlapping, type TSchedule } from './double-booking';
import { hhmm, iso } from './common';
import { itemBreachesFor, workingTimeConflictsFor, type TItemAsk } from './working-time-checks';
import { workingTimeRulesOf } from './working-time-rules';

export type TTimedItem = TSchedule & { startsAt: Date; endsAt: Date };
/** A crew item as the conflict finder checks it: its days and times, and its function (whose
 *  required trainings the person must hold). */
export type TCheckedItem = TTimedItem & { id: number; functionId: number };

export const scheduleOf = (i: TSchedule): TSchedule => ({
  startDate: i.startDate,
  endDate: i.endDate,
  startTime: hhmm(i.startTime),
  endTime: hhmm(i.endTime),
});

/** Bookings of `personIds` in `statuses` (by default the confirmed ones) whose overall span
 *  meets [from, to); the pure check then compares day by day. */
export async function bookingsNear(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  from: Date,
  to: Date,
  statuses: readonly TAssignmentStatus[] = CONFIRMED_ASSIGNMENT_STATUSES,
) {
  if (personIds.length === 0) return [];
  return joinAssignmentShift(
    db
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
        ...shiftRefColumns,
      })
      .from(assignments)
      .$dynamic(),
  ).where(
    and(
      eq(assignments.tenantId, tenantId),
      inArray(assignments.personId, [...personIds]),
      inArray(assignments.status, [...statuses]),
      lt(projectCrewItems.startsAt, to),
      gt(projectCrewItems.endsAt, from),
    ),
  );
}

/** Approved vacation of `personIds` on some day of [from, to]: a conflict like a blocked date
 *  (rules "Vacation request"); requested or declined vacation is not. */
export function approvedVacationsNear(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  from: string,
  to: string,
) {
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
        inArray(vacationRequests.personId, [...personIds]),
        eq(vacationRequests.status, 'approved'),
        sql`${vacationRequests.startDate} <= ${to}`,
        sql`${vacationRequests.endDate} >= ${from}`,
      ),
    );
}

/** What stands against booking `personId` on `item`: overlapping confirmed assignments
 *  (other crew items), blocked dates and approved vacation on its days, and the working-time
 *  rules its days would break beside the confirmed ones. */
export async function findBookingConflicts(
  db: DbOrTx,
  tenantId: number,
  timeZone: string,
  personId: number,
  item: TCheckedItem,
): Promise<TBookingConflict[]> {
  return (await findBookingConflictsOf(db, tenantId, timeZone, [personId], item)).get(personId) ?? [];
}

/** findBookingConflicts for several people at once, by person. `statuses`: the assignments
 *  that count (the confirmed ones for a double booking; suggestions count asked ones too). */
export async function findBookingConflictsOf(
  db: DbOrTx,
  tenantId: number,
  timeZone: string,
  personIds: readonly number[],
  item: TCheckedItem,
  statuses: readonly TAssignmentStatus[] = CONFIRMED_ASSIGNMENT_STATUSES,
): Promise<Map<number, TBookingConflict[]>> {
  return (await findBookingConflictsFor(db, tenantId, timeZone, [{ item, personIds }], statuses))[0]!;
}

/**
 * findBookingConflictsOf for many crew items at once, in the order of `asks`: each table is read
 * once for everyone asked about over the span of all the items, and each item is checked in
 * memory, so that staffing a project (staffing-input.ts) costs a few reads, not a few per item.
 */
export async function findBookingConflictsFor(
  db: DbOrTx,
  tenantId: number,
  timeZone: string,
  asks: ReadonlyArray<TItemAsk<TCheckedItem>>,
  statuses: readonly TAssignmentStatus[] = CONFIRMED_ASSIGNMENT_STATUSES,
): Promise<Array<Map<number, TBookingConflict[]>>> {
  const people = [...new Set(asks.flatMap((a) => a.personIds))];
  if (people.length === 0) return asks.map(({ personIds }) => new Map(personIds.map((id) => [id, []])));
  const items = asks.map((a) => a.item);
  const lastOf = (i: TSchedule) => i.endDate ?? i.startDate;
  const first = items.reduce((min, i) => (i.startDate < min ? i.startDate : min), items[0]!.startDate);
  const last = items.reduce((max, i) => (lastOf(i) > max ? lastOf(i) : max), lastOf(items[0]!));
  const from = new Date(Math.min(...items.map((i) => i.startsAt.getTime())));
  const to = new Date(Math.max(...items.map((i) => i.endsAt.getTime())));
  const [near, blocks, vacations, rules] = await Promise.all([
    bookingsNear(db, tenantId, people, from, to, statuses),
    db
      .select()
      .from(blockedDates)
      .where(
        and(
          eq(blockedDates.tenantId, tenantId),
          inArray(blockedDates.personId, people),
          sql`${blockedDates.startDate} <= ${last}`,
          sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${first}`,
        ),
      ),
    approvedVacationsNear(db, tenantId, people, first, last),
    workingTimeRulesOf(db, tenantId),
  ]);
  const trainingsOf = await trainingsMissingFor(db, tenantId, people, items);
  const breaches = await itemBreachesFor(db, tenantId, asks, timeZone, { rules, statuses });
  const working = await workingTimeConflictsFor(db, tenantId, breaches);
  return asks.map(({ item, personIds }, k) => {
    const out = new Map<number, TBookingConflict[]>(personIds.map((id) => [id, []]));
    const add = (personId: number, conflict: TBookingConflict) => out.get(personId)?.push(conflict);
    const schedule = scheduleOf(item);
    const clashing = findOverlapping(
      schedule,
      near
        .filter(
          (b) =>
            out.has(b.personId) && b.crewItemId !== item.id && b.startsAt < item.endsAt && b.endsAt > item.startsAt,
        )
        .map((b) => ({ ...b, schedule: scheduleOf(b) })),
      timeZone,
    );
    for (const b of clashing)
      add(b.personId, {
        kind: 'assignment',
        assignmentId: b.assignmentId,
        crewItemId: b.crewItemId,
        status: b.status,
        project: b.project,
        crew: b.crew,
        function: b.function,
        startsAt: iso(b.startsAt),
        endsAt: iso(b.endsAt),
      });
    for (const b of findBlockedDateConflicts(
      schedule,
      blocks.filter((x) => out.has(x.personId)),
    ))
      add(b.personId, {
        kind: 'blockedDate',
        blockedDateId: b.id,
        startDate: b.startDate,
        endDate: b.endDate,
        reason: b.reason,
      });
    for (const v of findBlockedDateConflicts(
      schedule,
      vacations.filter((x) => out.has(x.personId)),
    ))
      add(v.personId, {
        kind: 'vacation',
        vacationRequestId: v.id,
        startDate: v.startDate,
        endDate: v.endDate,
        paid: v.paid,
      });
    for (const personId of personIds)
      for (const missing of trainingsOf(personId, item)) add(personId, { kind: 'training', ...missing });
    for (const [personId, conflicts] of working[k]!) for (const c of conflicts) add(personId, c);
    return out;
  });
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
  const near = await bookingsNear(db, tenantId, [...new Set(booked.map((b) => b.personId))], from, to);
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

/**
 * The trainings each crew item's function requires (function_trainings) that a person does not
 * hold valid through the item's last day (training-rules.ts): read once for all the items and
 * people, then asked per person and item.
 */
async function trainingsMissingFor(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  items: readonly TCheckedItem[],
): Promise<(personId: number, item: TCheckedItem) => Array<{ training: TNamedRef; expiresOn: string | null }>> {
  const functionIds = [...new Set(items.map((i) => i.functionId))];
  const required = await db
    .select({ functionId: functionTrainings.functionId, id: trainings.id, name: trainings.name })
    .from(functionTrainings)
    .innerJoin(trainings, eq(trainings.id, functionTrainings.trainingId))
    .where(and(eq(functionTrainings.tenantId, tenantId), inArray(functionTrainings.functionId, functionIds)))
    .orderBy(trainings.name);
  if (required.length === 0) return () => [];
  const held = await db
    .select({
      personId: personTrainings.personId,
      trainingId: personTrainings.trainingId,
      status: personTrainings.status,
      expiresOn: personTrainings.expiresOn,
    })
    .from(personTrainings)
    .where(
      and(
        eq(personTrainings.tenantId, tenantId),
        inArray(personTrainings.personId, [...personIds]),
        inArray(personTrainings.trainingId, [...new Set(required.map((r) => r.id))]),
      ),
    );
  const heldBy = new Map(held.map((h) => [`${h.personId}_${h.trainingId}`, h]));
  return (personId, item) =>
    required
      .filter((r) => r.functionId === item.functionId)
      .flatMap(({ id, name }) => {
        const theirs = heldBy.get(`${personId}_${id}`);
        if (theirs && validThrough(theirs, item.endDate ?? item.startDate)) return [];
        return [{ training: { id, name }, expiresOn: theirs?.status === 'done' ? theirs.expiresOn : null }];
      });
}
