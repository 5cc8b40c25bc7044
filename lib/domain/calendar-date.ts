// Calendar dates as they travel in URLs and bodies (YYYY-MM-DD), checked without zod so that
// browser code can apply the same rule as the server without loading the schemas.

/** A YYYY-MM-DD date that exists on the calendar (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** rules §5: a date from the URL counts only if it is a real date; otherwise the fallback (today). */
export const dateFromQuery = (value: unknown, fallback: string): string =>
  typeof value === 'string' && isCalendarDate(value) ? value : fallback;
