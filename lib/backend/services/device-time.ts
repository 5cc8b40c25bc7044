// The time a device says an action happened. Actions made offline wait in the device's queue
// and arrive later; they keep their own time, within limits (lib/domain/field-work/checks.ts).
import { addMinutes } from 'date-fns/addMinutes';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { subHours } from 'date-fns/subHours';
import { invalidField } from '../errors';
import { CHECK_MAX_FUTURE_MINUTES, CHECK_MAX_PAST_HOURS, ZInstant } from '../../domain/field-work';

/**
 * The device's time, if it is plausible: not in the future (small clock drift allowed), and at
 * most CHECK_MAX_PAST_HOURS back — an offline action keeps its own time, but cannot be dated
 * into last week's payroll.
 */
export function deviceTimeOf(at: string, now: Date, field = 'at'): Date {
  // Routes validate it with the rest of the body; a multipart form field arrives unchecked.
  const parsed = ZInstant.safeParse(at);
  if (!parsed.success) throw invalidField(field, parsed.error.issues[0]!.message);
  const t = new Date(at);
  if (isAfter(t, addMinutes(now, CHECK_MAX_FUTURE_MINUTES))) throw invalidField(field, 'The time lies in the future');
  if (isBefore(t, subHours(now, CHECK_MAX_PAST_HOURS)))
    throw invalidField(field, `The time lies more than ${CHECK_MAX_PAST_HOURS} hours back`);
  return t;
}

/** When the action happened: the device's time when it sent one (a queued action), else now. */
export const actionTimeOf = (at: string | undefined, now: Date): Date => (at ? deviceTimeOf(at, now) : now);
