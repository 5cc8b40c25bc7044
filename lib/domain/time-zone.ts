// A time of day belongs to the tenant's time zone; instants are stored in UTC. These
// convert between the two with Intl only (no time-zone database of our own).

// Building an Intl.DateTimeFormat is costly; keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** `2026-03-29`, `02:30` in Europe/Amsterdam → the UTC instant. A wall time that does not
 *  exist (skipped by a DST change) is moved forward by the gap, as calendars do; a wall
 *  time that happens twice (clocks going back) is the earlier instant. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  // The offsets a day either side bracket any change on this day.
  const before = offsetMinutes(new Date(wall - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(wall + 86_400_000), timeZone);
  const fits = [before, after]
    .map((o) => wall - o * 60_000)
    .filter((u, i, all) => all.indexOf(u) === i && offsetMinutes(new Date(u), timeZone) * 60_000 === wall - u);
  if (fits.length > 0) return new Date(Math.min(...fits));
  return new Date(wall - before * 60_000);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function utcToZonedDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The time of day (HH:MM) of an instant in a time zone. */
export function utcToZonedTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(
    instant,
  );
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
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
