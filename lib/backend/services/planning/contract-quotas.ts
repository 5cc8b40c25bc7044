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

/** For one person, the period holding each of `dates` (null on a date without contract), with the
 *  minutes planned in it on any crew item but `exceptCrewItemId`; undefined without a contract. */
export type TQuotaReader = (
  personId: number,
  dates: readonly string[],
  exceptCrewItemId?: number,
) => Array<TQuotaPeriod | null> | undefined;

/**
 * Reads the contracts of `personIds` on some of `dates` (sorted) and what is planned in their
 * periods once, for any number of questions about those dates: a check of many crew items
 * (working-time-checks.ts) asks one per item.
 */
export async function quotaReaderOn(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
  dates: readonly string[],
  tz: string,
): Promise<TQuotaReader> {
  if (personIds.length === 0 || dates.length === 0) return () => undefined;
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
  if (contracts.length === 0) return () => undefined;
  const periods = contracts.flatMap((c) => dates.map((d) => periodHolding(c.periodType, d)));
  const from = periods.reduce((min, p) => (p.start < min ? p.start : min), first);
  const to = periods.reduce((max, p) => (p.end > max ? p.end : max), last);
  const withContract = [...new Set(contracts.map((c) => c.personId))];
  const planned = groupByPerson(await plannedShiftDays(db, tenantId, withContract, from, to, tz));
  const theirContracts = groupByPerson(contracts);
  return (personId, on, exceptCrewItemId) => {
    const mine = theirContracts.get(personId);
    if (!mine) return undefined;
    const days = (planned.get(personId) ?? []).filter((d) => d.crewItemId !== exceptCrewItemId);
    return on.map((date) => {
      // The first contract that covers the day (a person rarely has two at once).
      const c = mine.find((k) => k.startDate <= date && (k.endDate === null || k.endDate >= date));
      if (!c) return null;
      const p = periodHolding(c.periodType, date);
      const inIt = days.filter((d) => d.date >= p.start && d.date <= p.end);
      return {
        ...p,
        quotaMinutes: periodQuota(c, p.start, p.end),
        plannedMinutes: inIt.reduce((n, d) => n + d.minutes, 0),
      };
    });
  };
}

/** Rows by person (Map.groupBy is not in Node 20, which still runs the tests). */
function groupByPerson<T extends { personId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const theirs = out.get(r.personId);
    if (theirs) theirs.push(r);
    else out.set(r.personId, [r]);
  }
  return out;
}

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
  const read = await quotaReaderOn(db, tenantId, personIds, dates, tz);
  const out = new Map<number, Array<TQuotaPeriod | null>>();
  for (const personId of personIds) {
    const periods = read(personId, dates, exceptCrewItemId);
    if (periods) out.set(personId, periods);
  }
  return out;
}
