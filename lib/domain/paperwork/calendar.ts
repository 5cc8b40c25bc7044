// Calendar-day helpers of the contract figures: weeks run Monday to Sunday (ISO 8601), months
// from the 1st to their last day. Dates are YYYY-MM-DD strings; nothing here reads a clock.
import { addDays, daysBetween } from '../calendar-days';

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
export const isWorkday = (date: string) => weekday(date) !== 0 && weekday(date) !== 6;

export const weekStart = (date: string) => addDays(date, -((weekday(date) + 6) % 7));
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
export function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysIn = (from: string, to: string) => Math.max(0, daysBetween(from, to) + 1);

export const maxDate = (a: string, b: string) => (a > b ? a : b);
export const minDate = (a: string, b: string) => (a < b ? a : b);

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
