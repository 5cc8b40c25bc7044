// Vacation requests (rules "Vacation request") as plain rules without zod, so that the
// calendar screen can use them without loading the schemas: the statuses, what a planner's
// decision or the crew member's withdrawal may change, and how many days a request takes.
import { daysBetween } from '../calendar-days';

export const VACATION_STATUSES = ['requested', 'approved', 'declined'] as const;
export type TVacationStatus = (typeof VACATION_STATUSES)[number];
/** A request in one of these still holds its days: it counts in the calendar and against overlaps. */
export const LIVE_VACATION_STATUSES: readonly TVacationStatus[] = ['requested', 'approved'];

export type TVacationAction = 'approve' | 'decline' | 'withdraw';

/**
 * The status after an action, or null when the action is not allowed from `current`.
 * - The crew member withdraws a request only while it is still requested (it is then deleted).
 * - A planner approves a requested (or earlier declined) request, and declines a requested
 *   (or earlier approved) one: a decision can be taken back, never skipped.
 */
export function nextVacationStatus(
  current: TVacationStatus,
  action: TVacationAction,
): TVacationStatus | 'withdrawn' | null {
  switch (action) {
    case 'withdraw':
      return current === 'requested' ? 'withdrawn' : null;
    case 'approve':
      return current === 'approved' ? null : 'approved';
    case 'decline':
      return current === 'declined' ? null : 'declined';
  }
}

export type TVacationSpan = { startDate: string; endDate: string; startHalfDay: boolean; endHalfDay: boolean };

/**
 * Days taken, counting every calendar day of the span: a half first day (starting at noon) and
 * a half last day (ending at noon) count half. One day with one half is half a day; one day
 * with both halves is nothing, and the schema refuses it.
 */
export function vacationDays(s: TVacationSpan): number {
  const days = daysBetween(s.startDate, s.endDate) + 1;
  if (days <= 0) return 0;
  if (days === 1) return s.startHalfDay && s.endHalfDay ? 0 : s.startHalfDay || s.endHalfDay ? 0.5 : 1;
  return days - (s.startHalfDay ? 0.5 : 0) - (s.endHalfDay ? 0.5 : 0);
}

/** Whether two date spans (YYYY-MM-DD, inclusive) share a day. */
export const spansMeet = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;
