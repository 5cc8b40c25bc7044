// The date range of a crew, crew item or blocked date: an end date is optional, never before
// the start, and a range stays short enough for daily windows to stay bounded.
import type { z } from 'zod';
import { daysBetween } from '../calendar-days';

/** The longest crew item or blocked date (days). */
export const MAX_SPAN_DAYS = 366;

/** Issue for an end date before the start or a span longer than MAX_SPAN_DAYS (null when fine). */
export function dateRangeProblem(startDate: string, endDate: string | null | undefined): string | null {
  if (!endDate) return null;
  const days = daysBetween(startDate, endDate);
  if (days < 0) return 'The end date lies before the start date';
  if (days >= MAX_SPAN_DAYS) return `At most ${MAX_SPAN_DAYS} days`;
  return null;
}

export function refineRange(v: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (!v.startDate) return;
  const problem = dateRangeProblem(v.startDate, v.endDate);
  if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
}
