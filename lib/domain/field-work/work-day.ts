// A crew's work day: the calendar date in the tenant's time zone that most field-work calls
// are about (today when not given).
import { z } from 'zod';
import { ZIsoDate } from '../primitives';

export const ZDateInput = z.strictObject({ date: ZIsoDate });
export const ZDateQuery = z.object({ date: ZIsoDate.optional() });

export const MAX_DAY_MINUTES = 1440;
/** Minutes worked on one day, as a crew chief may propose them. */
export const ZDayMinutes = z.number().int().min(0).max(MAX_DAY_MINUTES);
/** Minutes as the backend reports them: a suggestion from the clock is not capped at a day. */
export const ZMinutes = z.number().int().nonnegative();
