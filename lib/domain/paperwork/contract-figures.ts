// The figures of a staff contract (rules §3 "Contract", rules "Staff contract"), computed
// from the planning, never stored:
//  - periods: weeks (Monday to Sunday) or calendar months, from the one the contract starts in
//    to the one holding today (or the contract's end, if sooner);
//  - quota: the contract's minutes of a whole period; a period the contract covers in part gets
//    its share by days (quota × days covered ÷ days in the period, rounded to the minute);
//  - planned: the paid length of the person's confirmed shifts in the period;
//  - worked: the paid minutes of their check-ins (as signed off, or as suggested from the
//    check-in and check-out), and of confirmed shifts before today that had no check-in (their
//    scheduled paid length);
//  - vacation: each approved, paid vacation workday in the period counts as the contract's day
//    length (a half day as half);
//  - time account: a closed period adds worked + vacation - quota to what it carried in, and
//    carries the result into the next; the balance is what the last closed period carried out.
//    The current period shows its difference so far (worked and vacation up to today), not yet
//    carried.
//  - vacation account, for the calendar year of today: days entitled (the year's days, in
//    proportion to the part of the year under contract, to the half day), taken (approved paid
//    workdays up to today), planned (approved after today), requested (awaiting approval), left
//    (entitled - taken - planned).
import { addDays } from '../calendar-days';
import { daysIn, eachDay, isWorkday, maxDate, minDate, monthEnd, monthStart, weekStart } from './calendar';

export type TContractTerms = {
  startDate: string;
  endDate: string | null;
  periodType: 'week' | 'month';
  quotaMinutes: number;
  dayMinutes: number;
  vacationDaysPerYear: number;
};
/** Minutes on one calendar day: a planned shift or a worked check-in. */
export type TDayMinutes = { date: string; minutes: number };
export type TVacationSpan = {
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  paid: boolean;
  status: 'requested' | 'approved' | 'declined';
};

export type TContractPeriodFigures = {
  start: string;
  end: string;
  quotaMinutes: number;
  plannedMinutes: number;
  workedMinutes: number;
  vacationMinutes: number;
  /** worked + vacation - quota. */
  differenceMinutes: number;
  carriedInMinutes: number;
  /** null for the current period: nothing is carried before it closes. */
  carriedOutMinutes: number | null;
  current: boolean;
};

export type TTimeAccount = { periods: TContractPeriodFigures[]; balanceMinutes: number };
export type TVacationAccount = {
  year: number;
  entitledDays: number;
  takenDays: number;
  plannedDays: number;
  requestedDays: number;
  leftDays: number;
};

const periodStart = (type: TContractTerms['periodType'], date: string) =>
  type === 'week' ? weekStart(date) : monthStart(date);
const periodEnd = (type: TContractTerms['periodType'], start: string) =>
  type === 'week' ? addDays(start, 6) : monthEnd(start);

/** The contract period (week or calendar month) that holds `date`. */
export function periodHolding(type: TContractTerms['periodType'], date: string): { start: string; end: string } {
  const start = periodStart(type, date);
  return { start, end: periodEnd(type, start) };
}

/** The periods from the contract's first to today's (or its last, if it ended before). */
export function contractPeriods(terms: TContractTerms, today: string): Array<{ start: string; end: string }> {
  const last = terms.endDate && terms.endDate < today ? terms.endDate : today;
  if (terms.startDate > last) return [];
  const out: Array<{ start: string; end: string }> = [];
  for (let start = periodStart(terms.periodType, terms.startDate); start <= last;) {
    const end = periodEnd(terms.periodType, start);
    out.push({ start, end });
    start = addDays(end, 1);
  }
  return out;
}

/** The quota of one period, in proportion to the days the contract covers of it. */
export function periodQuota(
  terms: Pick<TContractTerms, 'startDate' | 'endDate' | 'quotaMinutes'>,
  start: string,
  end: string,
): number {
  const from = maxDate(start, terms.startDate);
  const to = terms.endDate ? minDate(end, terms.endDate) : end;
  const covered = daysIn(from, to);
  const all = daysIn(start, end);
  return covered === all ? terms.quotaMinutes : Math.round((terms.quotaMinutes * covered) / all);
}

/** The vacation days of one request on each date: workdays only, the half days as 0.5. */
export function vacationDaysByDate(v: TVacationSpan): Map<string, number> {
  const out = new Map<string, number>();
  for (const date of eachDay(v.startDate, v.endDate)) {
    if (!isWorkday(date)) continue;
    const half = (date === v.startDate && v.startHalfDay) || (date === v.endDate && v.endHalfDay);
    out.set(date, half ? 0.5 : 1);
  }
  return out;
}

function daysWhere(vacations: readonly TVacationSpan[], keep: (v: TVacationSpan, date: string) => boolean): number {
  let days = 0;
  for (const v of vacations) for (const [date, n] of vacationDaysByDate(v)) if (keep(v, date)) days += n;
  return days;
}

const within = (date: string, from: string, to: string) => date >= from && date <= to;
const sumIn = (days: readonly TDayMinutes[], from: string, to: string) =>
  days.reduce((n, d) => (within(d.date, from, to) ? n + d.minutes : n), 0);

export function timeAccount(
  terms: TContractTerms,
  data: { planned: readonly TDayMinutes[]; worked: readonly TDayMinutes[]; vacations: readonly TVacationSpan[] },
  today: string,
): TTimeAccount {
  const paidApproved = data.vacations.filter((v) => v.paid && v.status === 'approved');
  let carried = 0;
  const periods = contractPeriods(terms, today).map(({ start, end }): TContractPeriodFigures => {
    // Only the days under contract count.
    const from = maxDate(start, terms.startDate);
    const to = terms.endDate ? minDate(end, terms.endDate) : end;
    const current = end >= today && (!terms.endDate || terms.endDate >= today);
    // The current period counts what is done so far: vacation still ahead is not taken yet.
    const upTo = current ? minDate(to, today) : to;
    const quotaMinutes = periodQuota(terms, start, end);
    const vacationDays = daysWhere(paidApproved, (_, date) => within(date, from, upTo));
    const vacationMinutes = Math.round(vacationDays * terms.dayMinutes);
    const workedMinutes = sumIn(data.worked, from, upTo);
    const differenceMinutes = workedMinutes + vacationMinutes - quotaMinutes;
    const carriedInMinutes = carried;
    if (!current) carried += differenceMinutes;
    return {
      start,
      end,
      quotaMinutes,
      plannedMinutes: sumIn(data.planned, from, to),
      workedMinutes,
      vacationMinutes,
      differenceMinutes,
      carriedInMinutes,
      carriedOutMinutes: current ? null : carried,
      current,
    };
  });
  return { periods, balanceMinutes: carried };
}

/** Rounded to the nearest half day. */
const toHalfDays = (days: number) => Math.round(days * 2) / 2;

export function vacationAccount(
  terms: TContractTerms,
  vacations: readonly TVacationSpan[],
  today: string,
): TVacationAccount {
  const year = Number(today.slice(0, 4));
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const from = maxDate(first, terms.startDate);
  const to = terms.endDate ? minDate(last, terms.endDate) : last;
  const entitledDays = toHalfDays((terms.vacationDaysPerYear * daysIn(from, to)) / daysIn(first, last));
  const paid = vacations.filter((v) => v.paid);
  const inYear = (date: string) => within(date, from, to);
  const takenDays = daysWhere(paid, (v, date) => v.status === 'approved' && inYear(date) && date <= today);
  const plannedDays = daysWhere(paid, (v, date) => v.status === 'approved' && inYear(date) && date > today);
  const requestedDays = daysWhere(paid, (v, date) => v.status === 'requested' && inYear(date));
  return {
    year,
    entitledDays,
    takenDays,
    plannedDays,
    requestedDays,
    leftDays: entitledDays - takenDays - plannedDays,
  };
}
