// Double-booking detection without I/O. A crew item is worked every day from its start date
// to its end date, in the same daily time window (tenant time zone); an end time not after
// the start time runs past midnight. Two bookings clash when some day's windows intersect
// as half-open instants [start, end): a shift ending at 14:00 and one starting at 14:00 do not.
import { zonedToUtc } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';

export type TSchedule = { startDate: string; endDate: string | null; startTime: string; endTime: string };
export type TWindow = { start: number; end: number };

const hhmm = (t: string) => t.slice(0, 5);

/** The daily windows of a schedule as UTC milliseconds, in order. */
export function dailyWindows(s: TSchedule, timeZone: string): TWindow[] {
  const last = s.endDate ?? s.startDate;
  const overnight = hhmm(s.endTime) <= hhmm(s.startTime);
  const windows: TWindow[] = [];
  for (let day = s.startDate; day <= last; day = addDays(day, 1)) {
    windows.push({
      start: zonedToUtc(day, s.startTime, timeZone).getTime(),
      end: zonedToUtc(overnight ? addDays(day, 1) : day, s.endTime, timeZone).getTime(),
    });
  }
  return windows;
}

/** Whether two ordered lists of disjoint windows intersect anywhere (merge walk). */
export function windowsIntersect(a: readonly TWindow[], b: readonly TWindow[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x.end <= y.start) i++;
    else if (y.end <= x.start) j++;
    else return true;
  }
  return false;
}

export function schedulesOverlap(a: TSchedule, b: TSchedule, timeZone: string): boolean {
  return windowsIntersect(dailyWindows(a, timeZone), dailyWindows(b, timeZone));
}

/** The bookings among `others` that clash with `candidate`. */
export function findOverlapping<T extends { schedule: TSchedule }>(
  candidate: TSchedule,
  others: readonly T[],
  timeZone: string,
): T[] {
  const mine = dailyWindows(candidate, timeZone);
  return others.filter((o) => windowsIntersect(mine, dailyWindows(o.schedule, timeZone)));
}

/** Blocked dates (whole local days, end optional) on any day the candidate is worked. */
export function findBlockedDateConflicts<T extends { startDate: string; endDate: string | null }>(
  candidate: TSchedule,
  blocks: readonly T[],
): T[] {
  const first = candidate.startDate;
  const last = candidate.endDate ?? candidate.startDate;
  return blocks.filter((b) => b.startDate <= last && (b.endDate ?? b.startDate) >= first);
}
