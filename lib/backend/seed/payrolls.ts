// Demo payrolls: for every crew member, one payroll a month over the last six months (this
// month's still a draft, last month's final, older ones paid), built from their real past jobs:
// an hours item per worked day (the signed-off or checked-in time, else the shift's paid length)
// at their function's rate on the project's rate card, travel and night allowances, now and then
// an expense. The demo logins also get warehouse shifts in months without jobs, so that every
// month has a payslip to open. Payslips are listed as documents; their PDFs are drawn on the
// first download.
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  assignments,
  crewChecks,
  functions,
  payrollDocuments,
  payrollItems,
  payrolls,
  projectCrewItems,
  projectCrews,
  projects,
  rateCardItems,
  tenants,
} from '../db/schema';
import { shiftSpan } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import { hoursAmountCents } from '../../domain/paperwork';
import { monthEnd, monthStart, isWorkday } from '../../domain/paperwork/calendar';
import { suggestedMinutes } from '../services/field-work/hours';
import { insertIds, insertRows, SEED_TIME_ZONE } from './context';
import type { TRandom } from './random';
import { workingAssignment } from '../services/planning/item-conditions';

const EXPENSES = [
  ['Parking at the venue', 900, 2400],
  ['Train ticket to the venue', 1240, 3860],
  ['Meal on a double shift', 950, 1800],
  ['Safety gloves', 1295, 1295],
] as const;
const FALLBACK_RATE_CENTS = 1450;
const TRAVEL_ALLOWANCE_CENTS = 640;

type TItem = typeof payrollItems.$inferInsert;

/** The worked days of a tenant's crew before `today`, with minutes and the rate of each. */
async function workedDays(db: Db, tenantId: number, from: string, today: string) {
  const [tenant] = await db.select({ tz: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  const tz = tenant?.tz ?? SEED_TIME_ZONE;
  const rows = await db
    .select({
      assignmentId: assignments.id,
      personId: assignments.personId,
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      fn: functions.name,
      projectName: projects.name,
      rate: rateCardItems.hourlyPaid,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(
      rateCardItems,
      and(eq(rateCardItems.rateCardId, projects.rateCardId), eq(rateCardItems.functionId, projectCrewItems.functionId)),
    )
    .where(
      and(
        eq(assignments.tenantId, tenantId),
        workingAssignment,
        eq(projects.type, 'normal'),
        ne(projectCrewItems.status, 'notNeeded'),
        lt(projectCrewItems.startDate, today),
      ),
    );
  const checks = await db
    .select({
      assignmentId: crewChecks.assignmentId,
      date: crewChecks.workDate,
      paid: crewChecks.paidMinutes,
      inAt: crewChecks.checkInAt,
      outAt: crewChecks.checkOutAt,
    })
    .from(crewChecks)
    .where(eq(crewChecks.tenantId, tenantId));
  const checked = new Map(
    checks.map((c) => [`${c.assignmentId} ${c.date}`, c.paid ?? suggestedMinutes(c.inAt, c.outAt)]),
  );
  const days: Array<{
    personId: number;
    assignmentId: number;
    date: string;
    minutes: number;
    rateCents: number;
    night: boolean;
    what: string;
  }> = [];
  for (const r of rows) {
    for (let date = r.startDate; date <= (r.endDate ?? r.startDate); date = addDays(date, 1)) {
      if (date < from || date >= today) continue;
      const span = shiftSpan({ startDate: date, startTime: r.startTime, endTime: r.endTime }, tz);
      const minutes = checked.get(`${r.assignmentId} ${date}`) ?? suggestedMinutes(span.startsAt, span.endsAt) ?? 0;
      if (minutes <= 0) continue;
      days.push({
        personId: r.personId,
        assignmentId: r.assignmentId,
        date,
        minutes,
        rateCents: r.rate ? Math.round(Number(r.rate) * 100) : FALLBACK_RATE_CENTS,
        night: r.endTime.slice(0, 5) <= r.startTime.slice(0, 5),
        what: `${r.fn}, ${r.projectName}`,
      });
    }
  }
  return days;
}

export async function seedPayrolls(
  db: Db,
  o: {
    tenantId: number;
    companyId: number;
    crew: number[];
    demo: number[];
    today: string;
    rnd: TRandom;
    currency: string;
  },
) {
  const { rnd, today } = o;
  const months = Array.from({ length: 6 }, (_, i) => {
    const d = new Date(`${monthStart(today)}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - (5 - i));
    const start = d.toISOString().slice(0, 10);
    return { start, end: monthEnd(start) };
  });
  const days = await workedDays(db, o.tenantId, months[0]!.start, today);
  const travels = new Set(o.crew.filter(() => rnd.chance(0.4)));
  const taxRate = new Map(o.crew.map((p) => [p, 0.12 + rnd.int(0, 12) / 100]));
  const seq = new Map<string, number>();
  const payrollRows: Array<typeof payrolls.$inferInsert> = [];
  const itemsOf: TItem[][] = [];
  for (const personId of o.crew) {
    for (const m of months) {
      const current = m.end >= today;
      const mine = days.filter((d) => d.personId === personId && d.date >= m.start && d.date <= m.end);
      const items: TItem[] = mine.map((d) => ({
        tenantId: o.tenantId,
        payrollId: 0,
        kind: 'hours',
        description: d.what,
        workDate: d.date,
        minutes: d.minutes,
        rateCents: d.rateCents,
        amountCents: hoursAmountCents(d.minutes, d.rateCents),
        assignmentId: d.assignmentId,
      }));
      // The demo logins also work the warehouse, so that each of their months has a payslip.
      if (o.demo.includes(personId) && items.length < 3) {
        for (let date = m.start, n = 0; date <= m.end && date < today && n < 4; date = addDays(date, 1)) {
          if (!isWorkday(date) || rnd.next() > 0.3) continue;
          const minutes = 60 * rnd.int(4, 8);
          items.push({
            tenantId: o.tenantId,
            payrollId: 0,
            kind: 'hours',
            description: 'Warehouse and loading',
            workDate: date,
            minutes,
            rateCents: 1525,
            amountCents: hoursAmountCents(minutes, 1525),
          });
          n++;
        }
      }
      if (!items.length) continue;
      for (const d of mine) {
        if (d.night)
          items.push({
            tenantId: o.tenantId,
            payrollId: 0,
            kind: 'allowance',
            description: 'Night shift allowance (25%)',
            workDate: d.date,
            amountCents: Math.round(hoursAmountCents(d.minutes, d.rateCents) / 4),
          });
        if (travels.has(personId))
          items.push({
            tenantId: o.tenantId,
            payrollId: 0,
            kind: 'allowance',
            description: 'Travel allowance',
            workDate: d.date,
            amountCents: TRAVEL_ALLOWANCE_CENTS,
          });
      }
      if (rnd.chance(0.35) || (o.demo.includes(personId) && m.end < today)) {
        const [what, lo, hi] = rnd.pick(EXPENSES);
        items.push({
          tenantId: o.tenantId,
          payrollId: 0,
          kind: 'expense',
          description: what,
          workDate: items[0]!.workDate,
          amountCents: rnd.int(lo, hi),
        });
      }
      const gross = items.filter((i) => i.kind !== 'expense').reduce((n, i) => n + i.amountCents, 0);
      const key = m.start.slice(0, 7);
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      const lastMonth = months[4]!;
      const status = current ? 'draft' : m.start === lastMonth.start ? 'final' : 'paid';
      payrollRows.push({
        tenantId: o.tenantId,
        number: Number(key.replace('-', '')) * 1000 + n,
        personId,
        companyId: o.companyId,
        periodStart: m.start,
        periodEnd: m.end,
        status,
        currency: o.currency,
        deductionsCents: Math.round(gross * (taxRate.get(personId) ?? 0.18)),
        paidOn: status === 'paid' ? addDays(m.end, 5) : null,
      });
      itemsOf.push(items);
    }
  }
  const ids = await insertIds(db, payrolls, payrollRows);
  await insertRows(
    db,
    payrollItems,
    itemsOf.flatMap((items, i) => items.map((it) => ({ ...it, payrollId: ids[i]! }))),
  );
  // A payslip for every payroll that is no longer a draft; the year before's annual statement
  // comes with each person's first payslip of the window (the demo has no payrolls of last year,
  // so its totals are this window's months scaled to a year).
  const docs: Array<typeof payrollDocuments.$inferInsert> = [];
  const firstOf = new Map<number, number>();
  payrollRows.forEach((p, i) => {
    if (p.status === 'draft') return;
    docs.push({
      tenantId: o.tenantId,
      personId: p.personId,
      payrollId: ids[i]!,
      type: 'payslip',
      year: Number(p.periodStart.slice(0, 4)),
      issuedOn: addDays(p.periodEnd, 1),
    });
    if (!firstOf.has(p.personId)) firstOf.set(p.personId, i);
  });
  for (const [personId, i] of firstOf) {
    const mine = payrollRows
      .map((p, k) => ({ p, items: itemsOf[k]! }))
      .filter((x) => x.p.personId === personId && x.p.status !== 'draft');
    const gross = mine.reduce(
      (n, x) => n + x.items.filter((it) => it.kind !== 'expense').reduce((s, it) => s + it.amountCents, 0),
      0,
    );
    const deductions = mine.reduce((n, x) => n + (x.p.deductionsCents ?? 0), 0);
    const minutes = mine.reduce((n, x) => n + x.items.reduce((s, it) => s + (it.minutes ?? 0), 0), 0);
    const scale = 12 / Math.max(1, mine.length);
    const p = payrollRows[i]!;
    docs.push({
      tenantId: o.tenantId,
      personId,
      payrollId: ids[i]!,
      type: 'annualStatement',
      year: Number(today.slice(0, 4)) - 1,
      figures: {
        grossCents: Math.round(gross * scale),
        deductionsCents: Math.round(deductions * scale),
        minutes: Math.round(minutes * scale),
      },
      issuedOn: addDays(p.periodEnd, 1),
    });
  }
  await insertRows(db, payrollDocuments, docs);
  return payrollRows.map((p, i) => ({ id: ids[i]!, personId: p.personId, status: p.status! }));
}
