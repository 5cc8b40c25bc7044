// Month arithmetic of the personal calendar, on YYYY-MM-DD strings (no zod, no time zone: the
// caller passes today's date in the tenant's zone). rules §9: a month runs from its first to its
// last day.
import { addDays } from '../calendar-days';

export type TMonth = `${number}-${number}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-03-14` → `2026-03`. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Whether `value` is a month as YYYY-MM (01 to 12). */
export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The first and last day of a month: `2026-02` → 2026-02-01 … 2026-02-28. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The month `n` months after `month` (negative: before). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Monday = 0 … Sunday = 6 of a calendar date. */
export const weekdayIndex = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The weeks (Monday to Sunday) that show a month, each day as YYYY-MM-DD; days of the weeks
 * before and after the month are included, as a month view shows them.
 */
export function monthWeeks(month: string): string[][] {
  const { from, to } = monthRange(month);
  let day = addDays(from, -weekdayIndex(from));
  const weeks: string[][] = [];
  while (day <= to) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day);
    weeks.push(week);
  }
  return weeks;
}

/** The days of [startDate, endDate] (end optional) that lie in [from, to], in order. */
export function daysWithin(span: { startDate: string; endDate: string | null }, from: string, to: string): string[] {
  const first = span.startDate > from ? span.startDate : from;
  const end = span.endDate ?? span.startDate;
  const last = end < to ? end : to;
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The period the calendar answers when asked without one: the month of `today`, or of the one date given. */
export function calendarPeriod(q: { from?: string; to?: string }, today: string): { from: string; to: string } {
  if (q.from && q.to) return { from: q.from, to: q.to };
  if (q.from) return { from: q.from, to: monthRange(monthOf(q.from)).to };
  if (q.to) return { from: monthRange(monthOf(q.to)).from, to: q.to };
  return monthRange(monthOf(today));
}
