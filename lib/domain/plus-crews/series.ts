// The month's daily figures from the three series the backend answers (one per daily value
// type), as one row per date. zod-free: the data screen reads them in the browser.
import type { TDayFigures } from './figures';
import { DAY_FIELDS } from './value-types';

/** What the rows need of a series (the wire's TSeries fits). */
export type TSeriesLike =
  | { code: 'actualTurnover' | 'targetTurnover'; entries: ReadonlyArray<{ date: string; amountCents: number }> }
  | { code: 'staffHours'; entries: ReadonlyArray<{ date: string; hours: number }> };

/** One row per date that has any entry, oldest first. */
export function figuresFromSeries(series: readonly TSeriesLike[]): TDayFigures[] {
  const rows = new Map<string, TDayFigures>();
  const row = (date: string) => {
    let r = rows.get(date);
    if (!r) rows.set(date, (r = { date, actualTurnoverCents: null, targetTurnoverCents: null, staffHours: null }));
    return r;
  };
  for (const s of series) {
    if (s.code === 'staffHours') for (const e of s.entries) row(e.date).staffHours = e.hours;
    else for (const e of s.entries) row(e.date)[DAY_FIELDS[s.code]] = e.amountCents;
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}
