// The working-time rules (lib/domain/planning/working-time.ts) applied to a crew item for many
// people at once: each of the item's days is a shift, checked beside the person's other shifts
// (in the statuses the caller counts, as for double booking) within a reference period either
// side, and beside the item's other days, by the tenant's rule set; and, for a person under a
// staff contract that day, against the quota of the contract period holding it. bookings.ts
// hands what they find to every assignment path as a conflict of kind `workingTime`.
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, projectCrewItems, staffContracts } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { shiftSpan } from '../../../domain/time-zone';
import type { TAssignmentStatus } from '../../../domain/planning/statuses';
import type { TBookedShift, TBookingConflict } from '../../../domain/planning';
import { periodHolding, periodQuota } from '../../../domain/paperwork/contract-figures';
import {
  workingTimeBreaches,
  type TQuotaPeriod,
  type TWorkShift,
  type TWorkingTimeBreach,
  type TWorkingTimeRules,
} from '../../../domain/planning/working-time';
import { plannedShiftDays, workShiftsOf } from './planned-shifts';
import { joinAssignmentShift, shiftRefColumns } from './shifts';
import { iso } from './common';

type TItemTimes = { id: number; startDate: string; endDate: string | null; startTime: string; endTime: string };

type TItemDay = TWorkShift & { date: string };

/** The item's days as shifts; negative ids, so that none is taken for an assignment. */
function itemShifts(item: TItemTimes, tz: string): TItemDay[] {
  const out: TItemDay[] = [];
  for (let day = item.startDate, i = 1; day <= (item.endDate ?? item.startDate); day = addDays(day, 1), i++)
    out.push({
      id: -i,
      date: day,
      ...shiftSpan({ startDate: day, startTime: item.startTime, endTime: item.endTime }, tz),
    });
  return out;
}

const spanMinutes = (s: TWorkShift) => Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000);

/**
 * For each person under a staff contract on some day of the item, the contract period holding
 * each day (null on a day without contract): its quota, and what is planned in it besides that
 * day — their confirmed shifts at their paid length, as the contract counts them
 * (planned-shifts.ts), and the item's other days in the period at their full length.
 */
async function quotaPeriodsOf(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  item: TItemTimes,
  days: readonly TItemDay[],
  tz: string,
): Promise<Map<number, Array<TQuotaPeriod | null>>> {
  const out = new Map<number, Array<TQuotaPeriod | null>>();
  if (personIds.length === 0) return out;
  const first = days[0]!.date;
  const last = days.at(-1)!.date;
  const contracts = await db
    .select({
      personId: staffContracts.personId,
      startDate: staffContracts.startDate,
      endDate: staffContracts.endDate,
      periodType: staffContracts.periodType,
      quotaMinutes: staffContracts.quotaMinutes,
    })
    .from(staffContracts)
    .where(
      and(
        eq(staffContracts.tenantId, tenantId),
        inArray(staffContracts.personId, [...personIds]),
        lte(staffContracts.startDate, last),
        or(isNull(staffContracts.endDate), gte(staffContracts.endDate, first)),
      ),
    )
    .orderBy(asc(staffContracts.startDate));
  if (contracts.length === 0) return out;
  const periods = contracts.flatMap((c) => days.map((d) => periodHolding(c.periodType, d.date)));
  const from = periods.reduce((min, p) => (p.start < min ? p.start : min), first);
  const to = periods.reduce((max, p) => (p.end > max ? p.end : max), last);
  const withContract = [...new Set(contracts.map((c) => c.personId))];
  const planned = await plannedShiftDays(db, tenantId, withContract, from, to, tz, item.id);
  const inPeriod = (date: string, p: { start: string; end: string }) => date >= p.start && date <= p.end;
  for (const personId of withContract)
    out.set(
      personId,
      days.map((day) => {
        // The first contract that covers the day (a person rarely has two at once).
        const c = contracts.find(
          (k) => k.personId === personId && k.startDate <= day.date && (k.endDate === null || k.endDate >= day.date),
        );
        if (!c) return null;
        const p = periodHolding(c.periodType, day.date);
        const before = planned.filter((d) => d.personId === personId && inPeriod(d.date, p));
        const itemDays = days.filter((d) => d !== day && inPeriod(d.date, p));
        return {
          ...p,
          quotaMinutes: periodQuota(c, p.start, p.end),
          plannedMinutes: before.reduce((n, d) => n + d.minutes, 0) + itemDays.reduce((n, d) => n + spanMinutes(d), 0),
        };
      }),
    );
  return out;
}

/** One breach per rule (per other shift, for rest), the worst of the item's days: a week of
 *  days over the average is one thing to confirm, not seven. */
function worstOf(breaches: TWorkingTimeBreach[]): TWorkingTimeBreach[] {
  const worst = new Map<string, TWorkingTimeBreach>();
  for (const b of breaches) {
    const key = b.rule === 'rest' ? `rest:${b.shiftIds.join(',')}` : b.rule;
    const had = worst.get(key);
    if (!had || b.over > had.over) worst.set(key, b);
  }
  return [...worst.values()];
}

/** What each of `personIds` would break by working every day of the item (their shifts on the
 *  item itself not counted: confirming a request is not a second shift). */
export async function itemBreachesOf(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  item: TItemTimes,
  tz: string,
  counted: { rules: TWorkingTimeRules; statuses: readonly TAssignmentStatus[] },
): Promise<Map<number, TWorkingTimeBreach[]>> {
  const { rules, statuses } = counted;
  const days = itemShifts(item, tz);
  const reach = rules.referenceWeeks * 7;
  const shifts = await workShiftsOf(
    db,
    tenantId,
    personIds,
    {
      from: addDays(item.startDate, -reach),
      to: addDays(item.endDate ?? item.startDate, reach),
      statuses,
      exceptCrewItemId: item.id,
    },
    tz,
  );
  const quotas = await quotaPeriodsOf(db, tenantId, personIds, item, days, tz);
  const out = new Map<number, TWorkingTimeBreach[]>();
  for (const personId of personIds) {
    const theirs = shifts.get(personId) ?? [];
    const breaches = days.flatMap((day, i) =>
      workingTimeBreaches(day, [...theirs, ...days.filter((d) => d !== day)], rules, tz, quotas.get(personId)?.[i]),
    );
    out.set(personId, worstOf(breaches));
  }
  return out;
}

/** The jobs behind `ids` (assignment ids), as a conflict names them. */
async function bookedShifts(db: DbOrTx, tenantId: number, ids: number[]): Promise<Map<number, TBookedShift>> {
  if (ids.length === 0) return new Map();
  const rows = await joinAssignmentShift(
    db
      .select({
        assignmentId: assignments.id,
        status: assignments.status,
        crewItemId: assignments.crewItemId,
        startsAt: projectCrewItems.startsAt,
        endsAt: projectCrewItems.endsAt,
        ...shiftRefColumns,
      })
      .from(assignments)
      .$dynamic(),
  ).where(and(eq(assignments.tenantId, tenantId), inArray(assignments.id, ids)));
  return new Map(
    rows.map((r) => [r.assignmentId, { ...r, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt) }] as const),
  );
}

/** Each person's breaches as conflicts, with the other jobs involved; the item's own other days
 *  (negative ids) have no job to name. */
export async function workingTimeConflictsOf(
  db: DbOrTx,
  tenantId: number,
  breaches: Map<number, TWorkingTimeBreach[]>,
): Promise<Map<number, TBookingConflict[]>> {
  const ids = [...new Set([...breaches.values()].flat().flatMap((b) => b.shiftIds.filter((id) => id > 0)))];
  const shifts = await bookedShifts(db, tenantId, ids);
  const out = new Map<number, TBookingConflict[]>();
  for (const [personId, theirs] of breaches)
    out.set(
      personId,
      theirs.map((b) => {
        const breach = { ...b, shiftIds: b.shiftIds.filter((id) => shifts.has(id)) };
        return { kind: 'workingTime', breach, shifts: breach.shiftIds.map((id) => shifts.get(id)!) };
      }),
    );
  return out;
}
