// The working-time rules (lib/domain/planning/working-time.ts) applied to a crew item for many
// people at once: each of the item's days is a shift, checked beside the person's other shifts
// (in the statuses the caller counts, as for double booking) within a reference period either
// side, and beside the item's other days, by the tenant's rule set; and, for a person under a
// staff contract that day, against the quota of the contract period holding it. bookings.ts
// hands what they find to every assignment path as a conflict of kind `workingTime`.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, projectCrewItems } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { shiftSpan } from '../../../domain/time-zone';
import type { TAssignmentStatus } from '../../../domain/planning/statuses';
import type { TBookedShift, TBookingConflict } from '../../../domain/planning';
import {
  workingTimeBreaches,
  type TQuotaPeriod,
  type TWorkShift,
  type TWorkingTimeBreach,
  type TWorkingTimeRules,
} from '../../../domain/planning/working-time';
import { workShiftsOf } from './planned-shifts';
import { quotaReaderOn } from './contract-quotas';
import { joinAssignmentShift, shiftRefColumns } from './shifts';
import { iso } from './common';

type TItemTimes = { id: number; startDate: string; endDate: string | null; startTime: string; endTime: string };

type TItemDay = TWorkShift & { date: string };

/** The item's days as shifts; negative ids, so that none is taken for an assignment. */
export function itemShifts(item: TItemTimes, tz: string): TItemDay[] {
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

/** The contract period of `day` with the item's other days in it counted as planned too, at their
 *  full length. */
function withItemDays(q: TQuotaPeriod | null | undefined, day: TItemDay, days: readonly TItemDay[]) {
  if (!q) return null;
  const others = days.filter((d) => d !== day && d.date >= q.start && d.date <= q.end);
  return { ...q, plannedMinutes: q.plannedMinutes + others.reduce((n, d) => n + spanMinutes(d), 0) };
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

/** A crew item to check and the people to check on it. */
export type TItemAsk<T extends TItemTimes = TItemTimes> = { item: T; personIds: readonly number[] };

/** What each person asked about would break by working every day of the item (their shifts on the
 *  item itself not counted: confirming a request is not a second shift), for many items at once, in
 *  the order of `asks`: the shifts and contract periods of everyone asked about are read once, over
 *  the reach of all the items. */
export async function itemBreachesFor(
  db: DbOrTx,
  tenantId: number,
  asks: readonly TItemAsk[],
  tz: string,
  counted: { rules: TWorkingTimeRules; statuses: readonly TAssignmentStatus[] },
): Promise<Array<Map<number, TWorkingTimeBreach[]>>> {
  const { rules, statuses } = counted;
  const reach = rules.referenceWeeks * 7;
  const windowOf = (item: TItemTimes) => ({
    from: addDays(item.startDate, -reach),
    to: addDays(item.endDate ?? item.startDate, reach),
  });
  const daysOf = asks.map(({ item }) => itemShifts(item, tz));
  const people = [...new Set(asks.flatMap((a) => a.personIds))];
  const windows = asks.map(({ item }) => windowOf(item));
  const dates = [...new Set(daysOf.flat().map((d) => d.date))].sort();
  const [shifts, quotas] = await Promise.all([
    workShiftsOf(
      db,
      tenantId,
      people,
      {
        from: windows.reduce((min, w) => (w.from < min ? w.from : min), windows[0]?.from ?? ''),
        to: windows.reduce((max, w) => (w.to > max ? w.to : max), ''),
        statuses,
      },
      tz,
    ),
    quotaReaderOn(db, tenantId, people, dates, tz),
  ]);
  return asks.map(({ item, personIds }, k) => {
    const days = daysOf[k]!;
    const { from, to } = windows[k]!;
    const out = new Map<number, TWorkingTimeBreach[]>();
    for (const personId of personIds) {
      const theirs = (shifts.get(personId) ?? []).filter(
        (s) => s.crewItemId !== item.id && s.date >= from && s.date <= to,
      );
      const periods = quotas(
        personId,
        days.map((d) => d.date),
        item.id,
      );
      const breaches = days.flatMap((day, i) =>
        workingTimeBreaches(
          day,
          [...theirs, ...days.filter((d) => d !== day)],
          rules,
          tz,
          withItemDays(periods?.[i], day, days),
        ),
      );
      out.set(personId, worstOf(breaches));
    }
    return out;
  });
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

/** Each person's breaches as conflicts, with the other jobs involved (the item's own other days,
 *  negative ids, have no job to name), for the breaches of many items, the jobs involved read once. */
export async function workingTimeConflictsFor(
  db: DbOrTx,
  tenantId: number,
  byItem: ReadonlyArray<Map<number, TWorkingTimeBreach[]>>,
): Promise<Array<Map<number, TBookingConflict[]>>> {
  const all = byItem.flatMap((breaches) => [...breaches.values()].flat());
  const ids = [...new Set(all.flatMap((b) => b.shiftIds.filter((id) => id > 0)))];
  const shifts = await bookedShifts(db, tenantId, ids);
  return byItem.map((breaches) => {
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
  });
}
