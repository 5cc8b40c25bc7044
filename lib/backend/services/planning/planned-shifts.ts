// The paid length of people's confirmed shifts, day by day: what a staff contract counts as
// planned (services/paperwork/contracts.ts) and the hours a crew suggestion already has that
// week (suggestions.ts). Planned uses the paid length of the sign-off (field-work/hours.ts).
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, projectCrewItems } from '../../db/schema';
import { suggestedMinutes } from '../field-work/hours';
import { shiftSpan } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import type { TDayMinutes } from '../../../domain/paperwork';
import { workingAssignment } from './item-conditions';

/** The assignments that put a person to work (rules "Assignment"). */

export type TShiftDay = TDayMinutes & { assignmentId: number; personId: number };

/** The paid length of each confirmed shift day of `personIds`, from `from` to `to`. */
export async function plannedShiftDays(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  from: string,
  to: string,
  tz: string,
): Promise<TShiftDay[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .select({
      assignmentId: assignments.id,
      personId: assignments.personId,
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
        workingAssignment,
        lte(projectCrewItems.startDate, to),
        gte(projectCrewItems.endsAt, new Date(`${from}T00:00:00Z`)),
      ),
    );
  const out: TShiftDay[] = [];
  for (const r of rows) {
    for (let day = r.startDate; day <= (r.endDate ?? r.startDate); day = addDays(day, 1)) {
      if (day < from || day > to) continue;
      const span = shiftSpan({ startDate: day, startTime: r.startTime, endTime: r.endTime }, tz);
      out.push({
        assignmentId: r.assignmentId,
        personId: r.personId,
        date: day,
        minutes: suggestedMinutes(span.startsAt, span.endsAt) ?? 0,
      });
    }
  }
  return out;
}
