// The month of the projects calendar: read from the URL (a real YYYY-MM, else the current one),
// its range from the first to the last day (rules §9), its neighbours, and its days laid out in
// weeks from Monday. Pure calendar-date arithmetic, no time zones involved.
import { addDays, daysBetween } from '../calendar-days';
import { CALENDAR_STATES, calendarStateOf, type TProjectStatusName } from './statuses';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-05` from the URL, or `fallback` (the tenant's current month) for anything else. */
export function parseMonth(value: unknown, fallback: string): string {
  return typeof value === 'string' && MONTH.test(value) && value >= '2000-01' && value <= '2100-12'
    ? value
    : fallback.slice(0, 7);
}

export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const to = addDays(shiftMonth(month, 1) + '-01', -1);
  return { from, to };
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** ISO weekday of a date: Monday 1 … Sunday 7. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The month's weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const lead = isoWeekday(from) - 1;
  const days: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** Whether a project running from `begin` to `end` is on `day`. */
export const runsOn = (p: { beginDate: string; endDate: string }, day: string) =>
  p.beginDate <= day && p.endDate >= day;

/** The days of the month a project runs on, for its length in the agenda. */
export const daysInMonth = (p: { beginDate: string; endDate: string }, month: string) => {
  const { from, to } = monthRange(month);
  const first = p.beginDate > from ? p.beginDate : from;
  const last = p.endDate < to ? p.endDate : to;
  return last < first ? 0 : daysBetween(first, last) + 1;
};

/** The projects a day shows as dots: one of each calendar state first (so that no state hides
 *  behind a busy day), then the others, at most `max`. */
export function dayDots<T extends { status: TProjectStatusName }>(projects: readonly T[], max: number): T[] {
  const firsts = CALENDAR_STATES.flatMap((s) => projects.filter((p) => calendarStateOf(p.status) === s).slice(0, 1));
  return [...firsts, ...projects.filter((p) => !firsts.includes(p))].slice(0, max);
}
