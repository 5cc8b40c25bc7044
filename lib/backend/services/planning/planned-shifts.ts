// The paid length of people's confirmed shifts, day by day: what a staff contract counts as
// planned (services/paperwork/contracts.ts) and the hours a crew suggestion already has that
// week (suggestions.ts). Planned uses the paid length of the sign-off (field-work/hours.ts).
// And people's shift days as instants, which the working-time rules read (working-time-checks.ts).
import { and, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, projectCrewItems } from '../../db/schema';
import { suggestedMinutes } from '../field-work/hours';
import { shiftSpan } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import type { TDayMinutes } from '../../../domain/paperwork';
import type { TAssignmentStatus } from '../../../domain/planning/statuses';
import type { TWorkShift } from '../../../domain/planning/working-time';
import { workingAssignment } from './item-conditions';

export type TShiftDay = TDayMinutes & { assignmentId: number; personId: number; crewItemId: number };

/** A shift day as the working-time rules read it, with its crew item and calendar day, so that a
 *  check of many items can leave out each item's own days from one read (working-time-checks.ts). */
export type TPersonShift = TWorkShift & { crewItemId: number; date: string };

/** The shifts of `personIds` with their crew item's days and times, meeting `from` to `to`. */
function shiftRows(db: DbOrTx, tenantId: number, personIds: readonly number[], from: string, to: string, which: SQL) {
  return db
    .select({
      assignmentId: assignments.id,
      personId: assignments.personId,
      crewItemId: assignments.crewItemId,
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(
      and(
        eq(assignments.tenantId, tenantId),
        inArray(assignments.personId, [...personIds]),
        which,
        lte(projectCrewItems.startDate, to),
        gte(projectCrewItems.endsAt, new Date(`${from}T00:00:00Z`)),
      ),
    );
}
type TShiftRow = Awaited<ReturnType<typeof shiftRows>>[number];

/** Each day of a shift from `from` to `to`, with its span (a crew item over several days is one
 *  shift a day). */
function* daysOf(r: TShiftRow, from: string, to: string, tz: string) {
  for (let day = r.startDate; day <= (r.endDate ?? r.startDate); day = addDays(day, 1)) {
    if (day < from || day > to) continue;
    yield { day, span: shiftSpan({ startDate: day, startTime: r.startTime, endTime: r.endTime }, tz) };
  }
}

/** Shifts on any crew item but `crewItemId` (the one being booked), when one is named. */
const besides = (crewItemId: number | undefined) =>
  crewItemId === undefined ? undefined : ne(projectCrewItems.id, crewItemId);

/** The paid length of each confirmed shift day of `personIds`, from `from` to `to` (on any crew
 *  item but `exceptCrewItemId`). */
export async function plannedShiftDays(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  from: string,
  to: string,
  tz: string,
  exceptCrewItemId?: number,
): Promise<TShiftDay[]> {
  if (personIds.length === 0) return [];
  const out: TShiftDay[] = [];
  const which = and(workingAssignment, besides(exceptCrewItemId))!;
  for (const r of await shiftRows(db, tenantId, personIds, from, to, which))
    for (const { day, span } of daysOf(r, from, to, tz))
      out.push({
        assignmentId: r.assignmentId,
        personId: r.personId,
        crewItemId: r.crewItemId,
        date: day,
        minutes: suggestedMinutes(span.startsAt, span.endsAt) ?? 0,
      });
  return out;
}

/**
 * The shift days of `personIds` from `from` to `to` in any of `statuses`, as the working-time
 * rules read them (lib/domain/planning/working-time.ts): each its assignment and its instants.
 */
export async function workShiftsOf(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  window: { from: string; to: string; statuses: readonly TAssignmentStatus[]; exceptCrewItemId?: number },
  tz: string,
): Promise<Map<number, TPersonShift[]>> {
  const out = new Map<number, TPersonShift[]>();
  if (personIds.length === 0) return out;
  const { from, to, statuses, exceptCrewItemId } = window;
  const which = and(inArray(assignments.status, [...statuses]), besides(exceptCrewItemId))!;
  for (const r of await shiftRows(db, tenantId, personIds, from, to, which)) {
    const theirs = out.get(r.personId) ?? [];
    out.set(r.personId, theirs);
    for (const { day, span } of daysOf(r, from, to, tz))
      theirs.push({ id: r.assignmentId, crewItemId: r.crewItemId, date: day, ...span });
  }
  return out;
}
