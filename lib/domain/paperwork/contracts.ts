// Staff contracts (rules §3 "Contract"): quota, planned, worked, the time account and the
// vacation account, computed by contract-figures.ts from the planning.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZDate, ZPersonRef } from '../response-parts';

const ZMinutesSigned = z.number().int();
const ZDays = z.number().multipleOf(0.5);

export const ZContractPeriodFigures = z.object({
  start: ZDate,
  end: ZDate,
  quotaMinutes: ZMinutesSigned,
  plannedMinutes: ZMinutesSigned,
  workedMinutes: ZMinutesSigned,
  vacationMinutes: ZMinutesSigned,
  differenceMinutes: ZMinutesSigned,
  carriedInMinutes: ZMinutesSigned,
  carriedOutMinutes: ZMinutesSigned.nullable(),
  current: z.boolean(),
});

export const ZVacationAccount = z.object({
  year: z.number().int(),
  entitledDays: ZDays,
  takenDays: ZDays,
  plannedDays: ZDays,
  requestedDays: ZDays,
  leftDays: ZDays,
});

export const ZContractListItem = z.object({
  id: ZId,
  title: z.string(),
  person: ZPersonRef,
  company: z.object({ id: ZId, name: z.string() }),
  startDate: ZDate,
  endDate: ZDate.nullable(),
  periodType: z.enum(['week', 'month']),
  quotaMinutes: z.number().int().nonnegative(),
  /** Whether it runs today. */
  active: z.boolean(),
});
export type TContractListItem = z.infer<typeof ZContractListItem>;

export const ZContract = ZContractListItem.extend({
  dayMinutes: z.number().int().positive(),
  vacationDaysPerYear: z.number().int().nonnegative(),
  /** The figures of the current period (the last one when the contract has ended), null before it starts. */
  current: ZContractPeriodFigures.nullable(),
  periods: z.array(ZContractPeriodFigures),
  timeAccountMinutes: ZMinutesSigned,
  vacation: ZVacationAccount,
});
export type TContract = z.infer<typeof ZContract>;
