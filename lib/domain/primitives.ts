// The small shapes every entity uses, defined once: ids, calendar dates, times of day, text.
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';

export const MAX_INT = 2147483647;
export const ZId = z.number().int().positive().max(MAX_INT);

/** A YYYY-MM-DD date that exists on the calendar. */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a valid date');

export { dateFromQuery } from './calendar-date';

/** HH:MM or HH:MM:SS, 00:00 to 23:59, in the tenant's time zone. */
export const ZTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the format HH:MM');

/** Optional free text: trimmed, length-capped; null clears it. */
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
