// The month of a selected date (rules §9: first to last day), as calendar dates (YYYY-MM-DD).
// zod-free: the data screen works out its month in the browser.
export type TMonth = {
  /** The first day, `2025-06-01`. */
  dateFrom: string;
  /** The last day, `2025-06-30`. */
  dateTo: string;
  /** How many days it has (28 to 31). */
  days: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `date` (YYYY-MM-DD) falls in. */
export function monthOf(date: string): TMonth {
  const [y, m] = date.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const prefix = `${y}-${pad(m)}`;
  return { dateFrom: `${prefix}-01`, dateTo: `${prefix}-${pad(days)}`, days };
}

/** Every date of the month, first to last. */
export function datesOf(month: TMonth): string[] {
  const prefix = month.dateFrom.slice(0, 8);
  return Array.from({ length: month.days }, (_, i) => `${prefix}${pad(i + 1)}`);
}

/** The day of the month of a date: `2025-06-14` → 14. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));
