// The week of the printable planning: Monday to Sunday around any of its days.
import { z } from 'zod';
import { addDays } from '../calendar-days';
import { ZIsoDate } from '../primitives';
import { weekdayIndex } from './calendar-month';

export function weekAround(date: string): { from: string; to: string } {
  const from = addDays(date, -weekdayIndex(date));
  return { from, to: addDays(from, 6) };
}

/** `?week=` any day of the week to print; without it, this week. */
export const ZWeekQuery = z.object({ week: ZIsoDate.optional() });
