// Calendar arithmetic on YYYY-MM-DD strings, with no date library and no time zone: a calendar
// date is the same day everywhere, so it is counted as a UTC day. Light enough for the browser
// (a date library would be a chunk of its own in every calendar screen's first load).

const DAY_MS = 86_400_000;

/** `2026-03-29` → that day's UTC midnight, in epoch milliseconds. */
function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return day.getTime();
}

/** Epoch milliseconds at a UTC midnight → YYYY-MM-DD (years 0000–9999). */
function isoDate(ms: number): string {
  const day = new Date(ms);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  return isoDate(utcDay(date) + n * DAY_MS);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}
