// Staff contracts (rules §3 "Contract", rules "Staff contract"): the terms are stored; the
// figures (quota, planned, worked, time account with carry-over, vacation account) are computed
// by lib/domain/paperwork/contract-figures.ts from the person's confirmed shifts, check-ins and
// vacation requests, so they always agree with the planning. Planned and worked use the paid
// length of the sign-off (lib/backend/services/field-work/hours.ts), as payrolls do; planned
// shifts come from planning/planned-shifts.ts.
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, crewChecks, persons, staffContracts, tenants, vacationRequests } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { personName } from '../people/names';
import { suggestedMinutes } from '../field-work/hours';
import { plannedShiftDays, type TShiftDay } from '../planning/planned-shifts';
import { tenantToday } from '../projects/list';
import {
  contractPeriods,
  timeAccount,
  vacationAccount,
  type TContract,
  type TContractListItem,
  type TContractTerms,
  type TDayMinutes,
} from '../../../domain/paperwork';
import { ownedWhere, personInScope } from './access';

const columns = {
  id: staffContracts.id,
  title: staffContracts.title,
  personId: staffContracts.personId,
  personName,
  companyId: companies.id,
  companyName: companies.name,
  startDate: staffContracts.startDate,
  endDate: staffContracts.endDate,
  periodType: staffContracts.periodType,
  quotaMinutes: staffContracts.quotaMinutes,
  dayMinutes: staffContracts.dayMinutes,
  vacationDaysPerYear: staffContracts.vacationDaysPerYear,
};
type TRow = {
  id: number;
  title: string;
  personId: number;
  personName: string;
  companyId: number;
  companyName: string;
  startDate: string;
  endDate: string | null;
  periodType: 'week' | 'month';
  quotaMinutes: number;
  dayMinutes: number;
  vacationDaysPerYear: number;
};

const toListItem = (r: TRow, today: string): TContractListItem => ({
  id: r.id,
  title: r.title,
  person: { id: r.personId, name: r.personName },
  company: { id: r.companyId, name: r.companyName },
  startDate: r.startDate,
  endDate: r.endDate,
  periodType: r.periodType,
  quotaMinutes: r.quotaMinutes,
  active: r.startDate <= today && (r.endDate === null || r.endDate >= today),
});

const selectContracts = (db: DbOrTx) =>
  db
    .select(columns)
    .from(staffContracts)
    .innerJoin(persons, eq(persons.id, staffContracts.personId))
    .innerJoin(companies, eq(companies.id, staffContracts.companyId));

export async function listContracts(db: DbOrTx, auth: TAuth, personId?: number): Promise<TContractListItem[]> {
  const person = await personInScope(db, auth, personId);
  const rows = await selectContracts(db)
    .where(
      and(
        ownedWhere(auth, staffContracts.tenantId, staffContracts.personId),
        person !== null ? eq(staffContracts.personId, person) : undefined,
      ),
    )
    .orderBy(desc(staffContracts.startDate), desc(staffContracts.id));
  const today = await tenantToday(db, auth.tenantId);
  return rows.map((r) => toListItem(r, today));
}

export async function findContract(db: DbOrTx, auth: TAuth, id: number): Promise<TRow> {
  const [row] = await selectContracts(db).where(
    and(eq(staffContracts.id, id), ownedWhere(auth, staffContracts.tenantId, staffContracts.personId)),
  );
  if (!row) throw notFound('Contract');
  return row;
}

/** The paid minutes of each check-in: as signed off, or as suggested from the check-in and -out.
 *  A confirmed shift before today without a check-in counts with its scheduled paid length, as
 *  its day was signed off from the schedule (a no-show is an assignment status of its own). */
async function workedDays(
  db: DbOrTx,
  tenantId: number,
  personId: number,
  o: { from: string; today: string; shifts: readonly TShiftDay[] },
) {
  const { from, today: to } = o;
  const rows = await db
    .select({
      assignmentId: crewChecks.assignmentId,
      date: crewChecks.workDate,
      paidMinutes: crewChecks.paidMinutes,
      checkInAt: crewChecks.checkInAt,
      checkOutAt: crewChecks.checkOutAt,
    })
    .from(crewChecks)
    .where(
      and(
        eq(crewChecks.tenantId, tenantId),
        eq(crewChecks.personId, personId),
        gte(crewChecks.workDate, from),
        lte(crewChecks.workDate, to),
      ),
    );
  const checked = new Set(rows.map((r) => `${r.assignmentId} ${r.date}`));
  return [
    ...rows.map((r): TDayMinutes => ({
      date: r.date,
      minutes: r.paidMinutes ?? suggestedMinutes(r.checkInAt, r.checkOutAt) ?? 0,
    })),
    ...o.shifts.filter((d) => d.date < to && !checked.has(`${d.assignmentId} ${d.date}`)),
  ];
}

export async function getContract(db: DbOrTx, auth: TAuth, id: number): Promise<TContract> {
  const row = await findContract(db, auth, id);
  const [tenant] = await db.select({ tz: tenants.timezone }).from(tenants).where(eq(tenants.id, auth.tenantId));
  const tz = tenant?.tz ?? 'Europe/Amsterdam';
  const today = await tenantToday(db, auth.tenantId);
  const terms: TContractTerms = row;
  const periods = contractPeriods(terms, today);
  // From the first period's start (or the year's, for the vacation account) to the end of the
  // current period, where the planned shifts still ahead of today lie.
  const year = `${today.slice(0, 4)}-01-01`;
  const from = periods[0] && periods[0].start < year ? periods[0].start : year;
  const to = periods.at(-1)?.end ?? today;
  const planned = await plannedShiftDays(db, auth.tenantId, [row.personId], from, to, tz);
  const [worked, vacations] = await Promise.all([
    workedDays(db, auth.tenantId, row.personId, { from, today, shifts: planned }),
    db
      .select({
        startDate: vacationRequests.startDate,
        endDate: vacationRequests.endDate,
        startHalfDay: vacationRequests.startHalfDay,
        endHalfDay: vacationRequests.endHalfDay,
        paid: vacationRequests.paid,
        status: vacationRequests.status,
      })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.tenantId, auth.tenantId),
          eq(vacationRequests.personId, row.personId),
          gte(vacationRequests.endDate, from),
        ),
      )
      .orderBy(asc(vacationRequests.startDate)),
  ]);
  const account = timeAccount(terms, { planned, worked, vacations }, today);
  return {
    ...toListItem(row, today),
    dayMinutes: row.dayMinutes,
    vacationDaysPerYear: row.vacationDaysPerYear,
    current: account.periods.at(-1) ?? null,
    periods: account.periods,
    timeAccountMinutes: account.balanceMinutes,
    vacation: vacationAccount(terms, vacations, today),
  };
}
