// What the staffing model (lib/domain/planning/staffing-model.ts) is built from, read for a set of
// the tenant's crew items: their open rows and days; as candidates for each, the tenant's crew
// members with its function whom nothing stands against beside their existing jobs (the one
// conflict finder, bookings.ts, counting asked jobs too and the working-time rules), and the
// others with what stands against them, to explain a row left empty; for each candidate the days
// they work already near the items and the hours they have left: each contract quota period
// touched, and the reference period of the weekly average ending on the items' last day.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, personFunctions, persons, projectCrewItems } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { utcToZonedDate } from '../../../domain/time-zone';
import { BUSY_ASSIGNMENT_STATUSES, type TBookingConflict } from '../../../domain/planning';
import type { TStaffingInput, TStaffingItem, TStaffingPerson } from '../../../domain/planning/staffing-model';
import { approvedRatingsOf } from './approved-ratings';
import { findBookingConflictsOf } from './bookings';
import { tenantTimeZone } from './common';
import { quotaPeriodsOn } from './contract-quotas';
import { liveAssignment } from './item-conditions';
import { workShiftsOf } from './planned-shifts';
import { itemShifts } from './working-time-checks';
import { workingTimeRulesOf } from './working-time-rules';

const STAFFABLE = ['design', 'active'] as const;

export type TStaffingData = {
  input: TStaffingInput;
  /** By item, the people with its function kept off it before the solve, with what stands against them. */
  excluded: Map<number, Map<number, TBookingConflict[]>>;
};

/** A candidate's score from their approved ratings (1 to 5), 0 to 100; the never rated in the middle. */
const ratingScore = (rating: number | null) => (rating === null ? 50 : Math.round((rating - 1) * 25));

export async function staffingDataOf(db: DbOrTx, tenantId: number, itemIds: readonly number[]): Promise<TStaffingData> {
  const [timeZone, rules] = await Promise.all([tenantTimeZone(db, tenantId), workingTimeRulesOf(db, tenantId)]);
  const rows =
    itemIds.length === 0
      ? []
      : await db
          .select()
          .from(projectCrewItems)
          .where(
            and(
              eq(projectCrewItems.tenantId, tenantId),
              inArray(projectCrewItems.id, [...itemIds]),
              inArray(projectCrewItems.status, [...STAFFABLE]),
            ),
          );
  const onRows = rows.length
    ? await db
        .select({ crewItemId: assignments.crewItemId, personId: assignments.personId })
        .from(assignments)
        .where(
          and(
            inArray(
              assignments.crewItemId,
              rows.map((r) => r.id),
            ),
            liveAssignment,
          ),
        )
    : [];
  const items: TStaffingItem[] = [];
  const free: Array<{ personId: number; itemId: number }> = [];
  const excluded = new Map<number, Map<number, TBookingConflict[]>>();
  const fitting = new Map<number, number[]>();
  for (const row of rows) {
    const taken = onRows.filter((a) => a.crewItemId === row.id);
    const openRows = row.rows - taken.length;
    if (openRows <= 0) continue;
    items.push({ id: row.id, openRows, days: itemShifts(row, timeZone).map(({ id: _, ...day }) => day) });
    if (!fitting.has(row.functionId))
      fitting.set(
        row.functionId,
        (
          await db
            .select({ id: persons.id })
            .from(persons)
            .innerJoin(
              personFunctions,
              and(eq(personFunctions.personId, persons.id), eq(personFunctions.functionId, row.functionId)),
            )
            .where(and(eq(persons.tenantId, tenantId), isNull(persons.contactId)))
        ).map((p) => p.id),
      );
    const ids = fitting.get(row.functionId)!.filter((id) => !taken.some((a) => a.personId === id));
    const conflicts = await findBookingConflictsOf(db, tenantId, timeZone, ids, row, BUSY_ASSIGNMENT_STATUSES);
    const kept = new Map<number, TBookingConflict[]>();
    for (const id of ids) {
      const against = conflicts.get(id) ?? [];
      if (against.length > 0) kept.set(id, against);
      else free.push({ personId: id, itemId: row.id });
    }
    excluded.set(row.id, kept);
  }

  const people = [...new Set(free.map((c) => c.personId))];
  const ratings = await approvedRatingsOf(db, tenantId, people);
  const candidates = free.map((c) => ({ ...c, score: ratingScore(ratings.get(c.personId)?.average ?? null) }));

  const dates = [...new Set(items.flatMap((i) => i.days.map((d) => d.date)))].sort();
  return {
    input: { items, candidates, people: await loadsOf(db, tenantId, people, dates, timeZone, rules), rules },
    excluded,
  };
}

/** Each person's days worked near `dates` and the hours they have left in the periods touched. */
async function loadsOf(
  db: DbOrTx,
  tenantId: number,
  personIds: number[],
  dates: string[],
  tz: string,
  rules: TStaffingInput['rules'],
): Promise<TStaffingPerson[]> {
  if (dates.length === 0) return [];
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const averageFrom = addDays(last, -(rules.referenceWeeks * 7 - 1));
  const [shifts, quotas] = await Promise.all([
    workShiftsOf(
      db,
      tenantId,
      personIds,
      {
        from:
          averageFrom < addDays(first, -rules.maxConsecutiveDays)
            ? averageFrom
            : addDays(first, -rules.maxConsecutiveDays),
        to: addDays(last, rules.maxConsecutiveDays),
        statuses: BUSY_ASSIGNMENT_STATUSES,
      },
      tz,
    ),
    quotaPeriodsOn(db, tenantId, personIds, dates, tz),
  ]);
  return personIds.map((personId) => {
    const theirs = shifts.get(personId) ?? [];
    const worked = [...new Set(theirs.map((s) => utcToZonedDate(s.startsAt, tz)))];
    const averageMinutes = theirs
      .filter((s) => utcToZonedDate(s.startsAt, tz) >= averageFrom)
      .reduce((n, s) => n + Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000), 0);
    const periods = new Map((quotas.get(personId) ?? []).flatMap((q) => (q ? [[q.start, q] as const] : [])));
    return {
      personId,
      workedDates: worked,
      budgets: [
        {
          kind: 'averageWeeklyHours' as const,
          from: averageFrom,
          to: last,
          minutesLeft: rules.maxAverageWeeklyHours * 60 * rules.referenceWeeks - averageMinutes,
        },
        ...[...periods.values()].map((q) => ({
          kind: 'quota' as const,
          from: q.start,
          to: q.end,
          minutesLeft: q.quotaMinutes - q.plannedMinutes,
        })),
      ],
    };
  });
}
