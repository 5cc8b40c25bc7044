// The working-time rules (lib/domain/planning/working-time.ts) applied to a crew item for many
// people at once: each of the item's days is a shift, checked beside the person's shifts (asked or
// agreed, as for double booking) within a reference period either side, and beside the item's
// other days. The tenant's own rule set is still to come (issue: staffing); until then the
// defaults apply.
import type { DbOrTx } from '../../db/client';
import { addDays } from '../../../domain/calendar-days';
import { shiftSpan } from '../../../domain/time-zone';
import { BUSY_ASSIGNMENT_STATUSES } from '../../../domain/planning/crew-suggestions';
import {
  DEFAULT_WORKING_TIME_RULES,
  workingTimeBreaches,
  type TWorkShift,
  type TWorkingTimeBreach,
  type TWorkingTimeRules,
} from '../../../domain/planning/working-time';
import { workShiftsOf } from './planned-shifts';

type TItemTimes = { startDate: string; endDate: string | null; startTime: string; endTime: string };

/** The item's days as shifts; negative ids, so that none is taken for an assignment. */
function itemShifts(item: TItemTimes, tz: string): TWorkShift[] {
  const out: TWorkShift[] = [];
  for (let day = item.startDate, i = 1; day <= (item.endDate ?? item.startDate); day = addDays(day, 1), i++)
    out.push({ id: -i, ...shiftSpan({ startDate: day, startTime: item.startTime, endTime: item.endTime }, tz) });
  return out;
}

/** What each of `personIds` would break by working every day of the item. */
export async function itemBreachesOf(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  item: TItemTimes,
  tz: string,
  rules: TWorkingTimeRules = DEFAULT_WORKING_TIME_RULES,
): Promise<Map<number, TWorkingTimeBreach[]>> {
  const days = itemShifts(item, tz);
  const reach = rules.referenceWeeks * 7;
  const shifts = await workShiftsOf(
    db,
    tenantId,
    personIds,
    {
      from: addDays(item.startDate, -reach),
      to: addDays(item.endDate ?? item.startDate, reach),
      statuses: BUSY_ASSIGNMENT_STATUSES,
    },
    tz,
  );
  const out = new Map<number, TWorkingTimeBreach[]>();
  for (const personId of personIds) {
    const theirs = shifts.get(personId) ?? [];
    out.set(
      personId,
      days.flatMap((day) => workingTimeBreaches(day, [...theirs, ...days.filter((d) => d !== day)], rules, tz)),
    );
  }
  return out;
}
