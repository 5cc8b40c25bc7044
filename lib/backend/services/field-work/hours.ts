// The hours a crew chief is offered at sign-off, from one person's check-in and check-out.
// The rule is kept simple enough to check by hand: round the time on site to the nearest
// quarter hour, and when that is more than 6 hours take off a 30-minute break.
import { differenceInMilliseconds } from 'date-fns/differenceInMilliseconds';
import { millisecondsInMinute } from 'date-fns/constants';

export const ROUND_TO_MINUTES = 15;
export const BREAK_AFTER_MINUTES = 6 * 60;
export const BREAK_MINUTES = 30;

/** Minutes on site, rounded to the nearest 15 (halfway rounds up). */
export function roundedMinutes(checkInAt: Date, checkOutAt: Date): number {
  // Whole milliseconds, not date-fns's truncated minutes: 7 min 30 s rounds up to a quarter.
  const minutes = Math.max(0, differenceInMilliseconds(checkOutAt, checkInAt) / millisecondsInMinute);
  return Math.floor(minutes / ROUND_TO_MINUTES + 0.5) * ROUND_TO_MINUTES;
}

/** The suggested paid (and charged) minutes; null while the person is not checked out. */
export function suggestedMinutes(checkInAt: Date | null, checkOutAt: Date | null): number | null {
  if (!checkInAt || !checkOutAt) return null;
  const rounded = roundedMinutes(checkInAt, checkOutAt);
  return rounded > BREAK_AFTER_MINUTES ? rounded - BREAK_MINUTES : rounded;
}

/** 450 → "7:30". */
export function formatMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
