// A time of day belongs to the tenant's time zone; instants are stored in UTC. These convert
// between the two, on @date-fns/tz and the platform's Intl. Calendar dates travel as YYYY-MM-DD
// strings (their arithmetic is in calendar-days.ts) and times of day as HH:MM; nothing here
// depends on the time zone of the machine it runs on.
import { TZDate, tzOffset } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';
import { millisecondsInDay, millisecondsInMinute } from 'date-fns/constants';
import { addDays } from './calendar-days';

// The zoned date needs no date library: it has a module of its own, which the browser can load alone.
export { utcToZonedDate } from './zoned-date';

/** A time of day is written `lightFormat(d, TIME_OF_DAY)` (no locale data in the browser bundle). */
const TIME_OF_DAY = 'HH:mm';

/** The zone's UTC offset in minutes at an instant given as epoch milliseconds. */
function offsetAt(timeZone: string, epochMs: number): number {
  const offset = tzOffset(timeZone, new Date(epochMs));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/** `2026-03-29`, `02:30` in Europe/Amsterdam → the UTC instant. A wall time that does not
 *  exist (skipped by a DST change) is moved forward by the gap, as calendars do; a wall
 *  time that happens twice (clocks going back) is the earlier instant. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  // The wall time read as if it were UTC; the zone's offset turns it into the instant.
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  // The offsets a day either side bracket any change on this day. TZDate's own wall-time
  // constructor is not used: it resolves a repeated hour by the machine's time zone.
  const before = offsetAt(timeZone, wall - millisecondsInDay);
  const after = offsetAt(timeZone, wall + millisecondsInDay);
  if (before === after) return new Date(wall - before * millisecondsInMinute);
  const fits = [before, after]
    .map((o) => wall - o * millisecondsInMinute)
    .filter((u) => offsetAt(timeZone, u) * millisecondsInMinute === wall - u);
  // In a gap no offset fits: the offset before the gap moves the time forward by its length.
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before * millisecondsInMinute);
}

/** The time of day (HH:MM) of an instant in a time zone. */
export function utcToZonedTime(instant: Date, timeZone: string): string {
  return lightFormat(new TZDate(instant.getTime(), timeZone), TIME_OF_DAY);
}

/** The span of a shift: start on `startDate`, end on `endDate` (or the start date); an end
 *  time not after the start time means the shift runs past midnight. */
export function shiftSpan(
  s: { startDate: string; endDate?: string | null; startTime: string; endTime: string },
  timeZone: string,
) {
  const lastDay = s.endDate ?? s.startDate;
  const overnight = s.endTime.slice(0, 5) <= s.startTime.slice(0, 5);
  return {
    startsAt: zonedToUtc(s.startDate, s.startTime, timeZone),
    endsAt: zonedToUtc(overnight ? addDays(lastDay, 1) : lastDay, s.endTime, timeZone),
  };
}

/** Whether the runtime knows this IANA time zone (e.g. `Europe/Amsterdam`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
