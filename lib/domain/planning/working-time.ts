// Working-time rules: the one place where a shift is checked against a person's other shifts, by
// the limits that labour law and contracts put on hours. The defaults are the EU Working Time
// Directive's (2003/88/EC): 11 hours of rest between two shifts, 48 hours a week on average over
// a reference period (17 weeks), and, as most collective agreements add, at most 12 hours in one
// shift and 6 working days in a row; a person with a contract also keeps within its quota per
// period. Hours are counted between instants, so a night across midnight or a change of the
// clocks counts as worked; days are the tenant's calendar days, a shift counting for the day it
// starts. Pure: the caller gives the shifts (a crew item over several days is one shift a day)
// and what the contract has planned; nothing here reads the clock or the machine's time zone.
import { z } from 'zod';
import { addDays, daysBetween } from '../calendar-days';
import { utcToZonedDate, zonedToUtc } from '../time-zone';
import { ZDate, ZVersion } from '../response-parts';

export const ZWorkingTimeRules = z.strictObject({
  /** Rest between the end of one shift and the start of the next. */
  minRestHours: z.number().min(0).max(24),
  /** The longest one shift may be. */
  maxShiftHours: z.number().min(1).max(24),
  /** Hours a week on average over the reference period. */
  maxAverageWeeklyHours: z.number().min(1).max(168),
  /** The reference period of that average, in weeks. */
  referenceWeeks: z.number().int().min(1).max(52),
  /** Working days in a row. */
  maxConsecutiveDays: z.number().int().min(1).max(31),
});
export type TWorkingTimeRules = z.infer<typeof ZWorkingTimeRules>;

export const DEFAULT_WORKING_TIME_RULES: TWorkingTimeRules = {
  minRestHours: 11,
  maxShiftHours: 12,
  maxAverageWeeklyHours: 48,
  referenceWeeks: 17,
  maxConsecutiveDays: 6,
};

/** The tenant's rule set as planners read and change it (company settings), with its version. */
export const ZWorkingTimeRulesRecord = ZWorkingTimeRules.extend({ version: ZVersion });
export type TWorkingTimeRulesRecord = z.infer<typeof ZWorkingTimeRulesRecord>;

/** A shift of the person: the assignment (or row) it is, and when it starts and ends. */
export type TWorkShift = { id: number; startsAt: Date; endsAt: Date };

/** The contract period the shift falls in, with the minutes already planned in it. */
export type TQuotaPeriod = { start: string; end: string; quotaMinutes: number; plannedMinutes: number };

const ZMinutes = z.number().int();
/** The other shifts involved (the checked shift not among them): assignment ids; a crew item
 *  checked over several days names its own other days with negative ids. */
const ZShiftIds = z.array(z.number().int());

/** A rule the shift would break: which, by how much (`over`, in minutes or days), and with which
 *  other shifts (`shiftIds`). */
export const ZWorkingTimeBreach = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('rest'),
    restMinutes: ZMinutes,
    limitMinutes: ZMinutes,
    over: ZMinutes,
    shiftIds: ZShiftIds,
  }),
  z.object({
    rule: z.literal('shiftLength'),
    minutes: ZMinutes,
    limitMinutes: ZMinutes,
    over: ZMinutes,
    shiftIds: ZShiftIds,
  }),
  z.object({
    rule: z.literal('averageWeeklyHours'),
    /** The reference period the average was taken over. */
    from: ZDate,
    to: ZDate,
    averageMinutesPerWeek: ZMinutes,
    limitMinutes: ZMinutes,
    over: ZMinutes,
    shiftIds: ZShiftIds,
  }),
  z.object({
    rule: z.literal('consecutiveDays'),
    from: ZDate,
    to: ZDate,
    days: z.number().int(),
    limit: z.number().int(),
    over: z.number().int(),
    shiftIds: ZShiftIds,
  }),
  z.object({
    rule: z.literal('quota'),
    from: ZDate,
    to: ZDate,
    plannedMinutes: ZMinutes,
    quotaMinutes: ZMinutes,
    over: ZMinutes,
    shiftIds: ZShiftIds,
  }),
]);
export type TWorkingTimeBreach = z.infer<typeof ZWorkingTimeBreach>;
export type TWorkingTimeRule = TWorkingTimeBreach['rule'];

const MINUTE_MS = 60_000;
const minutesOf = (s: TWorkShift) => Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE_MS);
const overlapMinutes = (s: TWorkShift, from: number, to: number) =>
  Math.max(0, Math.round((Math.min(s.endsAt.getTime(), to) - Math.max(s.startsAt.getTime(), from)) / MINUTE_MS));

/** The rest between two shifts in minutes, whichever comes first; null when they overlap. */
export function restBetween(a: TWorkShift, b: TWorkShift): number | null {
  const gap =
    b.endsAt <= a.startsAt
      ? a.startsAt.getTime() - b.endsAt.getTime()
      : b.startsAt >= a.endsAt
        ? b.startsAt.getTime() - a.endsAt.getTime()
        : null;
  return gap === null ? null : Math.round(gap / MINUTE_MS);
}

/** The shifts before and after `shift` closer than the rest, one breach each. */
function restBreaches(shift: TWorkShift, others: TWorkShift[], rules: TWorkingTimeRules): TWorkingTimeBreach[] {
  const limitMinutes = rules.minRestHours * 60;
  const out: TWorkingTimeBreach[] = [];
  for (const other of others) {
    const restMinutes = restBetween(shift, other);
    // Overlapping shifts are a double booking, which bookings.ts reports.
    if (restMinutes === null) continue;
    if (restMinutes < limitMinutes)
      out.push({ rule: 'rest', restMinutes, limitMinutes, over: limitMinutes - restMinutes, shiftIds: [other.id] });
  }
  return out;
}

/**
 * The worst average over the reference periods that hold the shift: each period of
 * `referenceWeeks` whole days ending on one of the days from the shift's start to the period's
 * length after it, the hours worked in it (cut at its edges) divided by its weeks.
 */
function averageBreach(
  shift: TWorkShift,
  others: TWorkShift[],
  rules: TWorkingTimeRules,
  timeZone: string,
): TWorkingTimeBreach | null {
  const days = rules.referenceWeeks * 7;
  const limitMinutes = rules.maxAverageWeeklyHours * 60;
  const all = [shift, ...others];
  // No period holds more than all the shifts together; most people are far below the limit, and
  // the periods below cost two time-zone conversions each.
  const total = all.reduce((sum, s) => sum + minutesOf(s), 0);
  if (Math.round(total / rules.referenceWeeks) <= limitMinutes) return null;
  const first = utcToZonedDate(shift.startsAt, timeZone);
  let worst: Extract<TWorkingTimeBreach, { rule: 'averageWeeklyHours' }> | null = null;
  for (let end = 0; end < days; end++) {
    const from = addDays(first, end - days + 1);
    const to = addDays(first, end);
    const fromMs = zonedToUtc(from, '00:00', timeZone).getTime();
    const toMs = zonedToUtc(addDays(to, 1), '00:00', timeZone).getTime();
    const inPeriod = all.filter((s) => overlapMinutes(s, fromMs, toMs) > 0);
    const minutes = inPeriod.reduce((sum, s) => sum + overlapMinutes(s, fromMs, toMs), 0);
    const averageMinutesPerWeek = Math.round(minutes / rules.referenceWeeks);
    if (averageMinutesPerWeek > limitMinutes && (!worst || averageMinutesPerWeek > worst.averageMinutesPerWeek))
      worst = {
        rule: 'averageWeeklyHours',
        from,
        to,
        averageMinutesPerWeek,
        limitMinutes,
        over: averageMinutesPerWeek - limitMinutes,
        shiftIds: inPeriod.filter((s) => s !== shift).map((s) => s.id),
      };
  }
  return worst;
}

/** The run of working days (with the shift's day) longer than allowed, if any. */
function consecutiveBreach(
  shift: TWorkShift,
  others: TWorkShift[],
  rules: TWorkingTimeRules,
  timeZone: string,
): TWorkingTimeBreach | null {
  const dayOf = (s: TWorkShift) => utcToZonedDate(s.startsAt, timeZone);
  const day = dayOf(shift);
  const worked = new Map<string, number[]>();
  for (const s of others) worked.set(dayOf(s), [...(worked.get(dayOf(s)) ?? []), s.id]);
  // A second shift on a day worked already adds no day to the run: not this shift's breach.
  if (worked.has(day)) return null;
  let from = day;
  while (worked.has(addDays(from, -1))) from = addDays(from, -1);
  let to = day;
  while (worked.has(addDays(to, 1))) to = addDays(to, 1);
  const days = daysBetween(from, to) + 1;
  if (days <= rules.maxConsecutiveDays) return null;
  const shiftIds: number[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) shiftIds.push(...(worked.get(d) ?? []));
  return {
    rule: 'consecutiveDays',
    from,
    to,
    days,
    limit: rules.maxConsecutiveDays,
    over: days - rules.maxConsecutiveDays,
    shiftIds,
  };
}

/**
 * Every rule `shift` would break beside the person's `others` (their other live shifts, the
 * checked one not among them), in `timeZone`, the tenant's; `quota` when they have a contract.
 */
export function workingTimeBreaches(
  shift: TWorkShift,
  others: readonly TWorkShift[],
  rules: TWorkingTimeRules,
  timeZone: string,
  quota?: TQuotaPeriod | null,
): TWorkingTimeBreach[] {
  const rest = others.filter((s) => s.id !== shift.id);
  const out: TWorkingTimeBreach[] = restBreaches(shift, rest, rules);
  const minutes = minutesOf(shift);
  const limitMinutes = rules.maxShiftHours * 60;
  if (minutes > limitMinutes)
    out.push({ rule: 'shiftLength', minutes, limitMinutes, over: minutes - limitMinutes, shiftIds: [] });
  const average = averageBreach(shift, rest, rules, timeZone);
  if (average) out.push(average);
  const consecutive = consecutiveBreach(shift, rest, rules, timeZone);
  if (consecutive) out.push(consecutive);
  if (quota) {
    const plannedMinutes = quota.plannedMinutes + minutes;
    if (plannedMinutes > quota.quotaMinutes)
      out.push({
        rule: 'quota',
        from: quota.start,
        to: quota.end,
        plannedMinutes,
        quotaMinutes: quota.quotaMinutes,
        over: plannedMinutes - quota.quotaMinutes,
        shiftIds: [],
      });
  }
  return out;
}
