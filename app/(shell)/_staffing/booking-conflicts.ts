// What stands against booking a person, read from a 409 DOUBLE_BOOKING answer (its `details`,
// lib/domain/planning ZBookingConflict). Read without zod: the browser keeps what it can show.
import { ApiClientError } from '@/lib/client/fetcher';
import type { TBookingConflict } from '@/lib/domain/planning';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNamed = (v: unknown) => isObject(v) && typeof v.name === 'string';

const isShift = (v: unknown) =>
  isObject(v) &&
  isObject(v.project) &&
  typeof v.project.number === 'number' &&
  isNamed(v.project) &&
  isNamed(v.crew) &&
  isNamed(v.function) &&
  typeof v.startsAt === 'string' &&
  typeof v.endsAt === 'string';

const BREACH_RULES: readonly unknown[] = ['rest', 'shiftLength', 'averageWeeklyHours', 'consecutiveDays', 'quota'];

function isConflict(v: unknown): v is TBookingConflict {
  if (!isObject(v)) return false;
  if (v.kind === 'assignment') return isShift(v);
  if (v.kind === 'workingTime')
    return (
      isObject(v.breach) &&
      BREACH_RULES.includes(v.breach.rule) &&
      typeof v.breach.over === 'number' &&
      Array.isArray(v.shifts) &&
      v.shifts.every(isShift)
    );
  if (v.kind === 'blockedDate')
    return typeof v.startDate === 'string' && (v.endDate === null || typeof v.endDate === 'string');
  if (v.kind === 'training') return isNamed(v.training) && (v.expiresOn === null || typeof v.expiresOn === 'string');
  if (v.kind === 'vacation')
    return typeof v.startDate === 'string' && typeof v.endDate === 'string' && typeof v.paid === 'boolean';
  return false;
}

/** The conflicts of a refused booking, or null when the error is not a double booking. */
export function doubleBookingOf(err: unknown): TBookingConflict[] | null {
  if (!(err instanceof ApiClientError) || err.code !== 'DOUBLE_BOOKING') return null;
  return Array.isArray(err.details) ? err.details.filter(isConflict) : [];
}
