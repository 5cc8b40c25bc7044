// The request and response shapes of /plusCrews (rules §3, §7): the plus crew, its value types,
// its settings values and its daily figures. Money travels as integer cents under names that
// end in `Cents` (as payrolls' do), each described as such in the OpenAPI document; staff hours
// as hours with up to two decimals, percentages as typed (92.5 is 92.5 %).
import { z } from 'zod';
import { MAX_INT, ZId, ZIsoDate } from '../primitives';
import { ZDate, ZNumber, ZVersion } from '../response-parts';
import { VALUE_TYPE_CODES } from './value-types';

/** The largest amount of one day or one bonus: 100 million in cents. */
export const MAX_CENTS = 10_000_000_000;
/** The most staff hours of one day: a large team around the clock. */
export const MAX_DAY_HOURS = 9999.99;
/** The border may lie above the target (a bonus only past 110 %), not beyond reason. */
export const MAX_BORDER_PERCENT = 500;
/** The longest range one data call answers. */
export const MAX_RANGE_DAYS = 366;

/** A plus crew's number in a path: `/plusCrews/{number}`. */
export const ZPlusCrewNumberParam = z.object({ number: z.coerce.number().int().positive().max(MAX_INT) });

export const ZCents = z.number().int().min(0).max(MAX_CENTS);
/** An amount of money as the API documents it: `what`, and its unit. */
const cents = (what: string) =>
  ZCents.describe(`${what}, in integer cents of the plus crew's currency (1250 is 12.50)`);
const ZTurnoverCents = cents("The day's actual turnover");
const ZTargetCents = cents("The day's target turnover");
export const ZHours = z.number().min(0).max(MAX_DAY_HOURS).multipleOf(0.01);
const percent = (max: number) => z.number().gt(0).max(max).multipleOf(0.01);

export const ZValueType = z.object({ id: ZId, code: z.enum(VALUE_TYPE_CODES), caption: z.string() });
export type TValueType = z.infer<typeof ZValueType>;

export const ZPlusCrew = z.object({
  id: ZId,
  number: ZNumber,
  /** Counted up on every change of it or its settings: a change of the settings names it. */
  version: ZVersion,
  name: z.string(),
  /** The tenant's currency (ISO 4217), in which every amount is shown. */
  currency: z.string().length(3),
  /** Whether its login (PCID) has a password, without which the link does not work. */
  hasPassword: z.boolean(),
});
export type TPlusCrew = z.infer<typeof ZPlusCrew>;

/** `?date=`: the day the list shows; the tenant's today when left out. */
export const ZPlusCrewListQuery = z.object({ date: ZIsoDate.optional() });

/** A row of /plus-crews: the crew and the turnover against target of one day. */
export const ZPlusCrewSummary = ZPlusCrew.extend({
  day: z.object({
    date: ZDate,
    actualTurnoverCents: ZTurnoverCents.nullable(),
    targetTurnoverCents: ZTargetCents.nullable(),
  }),
});
export type TPlusCrewSummary = z.infer<typeof ZPlusCrewSummary>;

/** One setting of a plus crew: the Target Border (a percent) or the Team Bonus (an amount or a percent). */
export const ZPlusCrewValue = z.object({
  id: ZId,
  valueType: ZValueType,
  /** A Team Bonus of a fixed amount; null for a percentage, and for the border. */
  amountCents: cents('A Team Bonus of a fixed amount').nullable(),
  percent: z.number().nullable(),
});
export type TPlusCrewValue = z.infer<typeof ZPlusCrewValue>;

/** The border: a percent of the month's target, above 0 and at most MAX_BORDER_PERCENT. */
export const ZBorderPercent = percent(MAX_BORDER_PERCENT);
/** A team bonus of a fixed amount, in cents. */
export const ZBonusAmount = cents('A Team Bonus of a fixed amount').positive();
/** A team bonus as a percent of the turnover above the border. */
export const ZBonusPercent = percent(100);

export const ZTeamBonusInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('amount'), amountCents: ZBonusAmount }),
  z.strictObject({ kind: z.literal('percentage'), percent: ZBonusPercent }),
]);

/** PUT /plusCrews/{number}/values: both settings at once. */
export const ZPlusCrewSettingsInput = z.strictObject({
  targetBorderPercent: ZBorderPercent,
  teamBonus: ZTeamBonusInput,
});
export type TPlusCrewSettingsInput = z.infer<typeof ZPlusCrewSettingsInput>;

/** rules §3 data filters: a range of calendar dates; the tenant's current month when left out. */
export const ZDataQuery = z
  .object({ dateFrom: ZIsoDate.optional(), dateTo: ZIsoDate.optional() })
  .refine((q) => (q.dateFrom === undefined) === (q.dateTo === undefined), {
    path: ['dateTo'],
    params: { key: 'required' },
    message: 'Give both dateFrom and dateTo, or neither',
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ['dateTo'],
    message: 'dateTo must not be before dateFrom',
  })
  .refine(
    (q) =>
      !q.dateFrom ||
      !q.dateTo ||
      Date.parse(`${q.dateTo}T00:00:00Z`) - Date.parse(`${q.dateFrom}T00:00:00Z`) < MAX_RANGE_DAYS * 86_400_000,
    { path: ['dateTo'], params: { key: 'tooBig', max: MAX_RANGE_DAYS }, message: `At most ${MAX_RANGE_DAYS} days` },
  );
export type TDataQuery = z.infer<typeof ZDataQuery>;

/** Turnover and target entries: date, amount (rules §3), the amount in cents. */
export const ZMoneyEntry = z.object({ date: ZDate, amountCents: cents("The day's turnover or target") });
/** Staff-hours entries: date, hours (rules §3). */
export const ZHoursEntry = z.object({ date: ZDate, hours: ZHours });

/** The entries of one daily value type over a range, oldest first. */
export const ZSeries = z.discriminatedUnion('code', [
  z.object({
    valueTypeId: ZId,
    code: z.enum(['actualTurnover', 'targetTurnover']),
    entries: z.array(ZMoneyEntry),
  }),
  z.object({ valueTypeId: ZId, code: z.literal('staffHours'), entries: z.array(ZHoursEntry) }),
]);
export type TSeries = z.infer<typeof ZSeries>;

/** PUT /plusCrews/{number}/data: one day's three figures; null clears a figure. */
export const ZDayEntriesInput = z.strictObject({
  date: ZIsoDate,
  actualTurnoverCents: ZTurnoverCents.nullable(),
  targetTurnoverCents: ZTargetCents.nullable(),
  staffHours: ZHours.nullable(),
});
export type TDayEntriesInput = z.infer<typeof ZDayEntriesInput>;

export const ZDayEntries = z.object({
  date: ZDate,
  actualTurnoverCents: ZTurnoverCents.nullable(),
  targetTurnoverCents: ZTargetCents.nullable(),
  staffHours: ZHours.nullable(),
});
export type TDayEntries = z.infer<typeof ZDayEntries>;
