// The quota side of the working-time rules: for people under a staff contract, the contract period
// holding each day (a week or a calendar month, lib/domain/paperwork/contract-figures.ts), its quota
// (pro rata where the contract covers part of it) and what their confirmed shifts already fill of it
// at their paid length, as the contract's own figures count it (planned-shifts.ts).
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffContracts } from '../../db/schema';
import { periodHolding, periodQuota } from '../../../domain/paperwork/contract-figures';
import type { TQuotaPeriod } from '../../../domain/planning/working-time';
import { plannedShiftDays } from './planned-shifts';

/**
 * For each of `personIds` under a contract on some of `dates` (sorted), the period holding each
 * date (null on a date without contract) with the minutes planned in it on any crew item but
 * `exceptCrewItemId` (the one being booked).
 */
export async function quotaPeriodsOn(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  dates: readonly string[],
  tz: string,
  exceptCrewItemId?: number,
): Promise<Map<number, Array<TQuotaPeriod | null>>> {
  const out = new Map<number, Array<TQuotaPeriod | null>>();
  if (personIds.length === 0 || dates.length === 0) return out;
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const contracts = await db
    .select({
      personId: staffContracts.personId,
      startDate: staffContracts.startDate,
      endDate: staffContracts.endDate,
      periodType: staffContracts.periodType,
      quotaMinutes: staffContracts.quotaMinutes,
    })
    .from(staffContracts)
    .where(
      and(
        eq(staffContracts.tenantId, tenantId),
        inArray(staffContracts.personId, [...personIds]),
        lte(staffContracts.startDate, last),
        or(isNull(staffContracts.endDate), gte(staffContracts.endDate, first)),
      ),
    )
    .orderBy(asc(staffContracts.startDate));
  if (contracts.length === 0) return out;
  const periods = contracts.flatMap((c) => dates.map((d) => periodHolding(c.periodType, d)));
  const from = periods.reduce((min, p) => (p.start < min ? p.start : min), first);
  const to = periods.reduce((max, p) => (p.end > max ? p.end : max), last);
  const withContract = [...new Set(contracts.map((c) => c.personId))];
  const planned = await plannedShiftDays(db, tenantId, withContract, from, to, tz, exceptCrewItemId);
  for (const personId of withContract)
    out.set(
      personId,
      dates.map((date) => {
        // The first contract that covers the day (a person rarely has two at once).
        const c = contracts.find(
          (k) => k.personId === personId && k.startDate <= date && (k.endDate === null || k.endDate >= date),
        );
        if (!c) return null;
        const p = periodHolding(c.periodType, date);
        const inIt = planned.filter((d) => d.personId === personId && d.date >= p.start && d.date <= p.end);
        return {
          ...p,
          quotaMinutes: periodQuota(c, p.start, p.end),
          plannedMinutes: inIt.reduce((n, d) => n + d.minutes, 0),
        };
      }),
    );
  return out;
}
