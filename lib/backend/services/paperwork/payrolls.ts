// Payrolls (rules "Payroll"): a person's pay for one period, its items and documents. Crew
// members read their own; planners and office every payroll of the tenant (access.ts).
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, payrollDocuments, payrollItems, payrolls, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { personName } from '../people/names';
import {
  payrollDocumentFileName,
  payrollTotals,
  type TPayroll,
  type TPayrollItem,
  type TPayrollListItem,
} from '../../../domain/paperwork';
import { ownedWhere, personInScope } from './access';

const listColumns = {
  id: payrolls.id,
  number: payrolls.number,
  personId: payrolls.personId,
  personName,
  periodStart: payrolls.periodStart,
  periodEnd: payrolls.periodEnd,
  status: payrolls.status,
  currency: payrolls.currency,
  deductionsCents: payrolls.deductionsCents,
  hoursAndAllowancesCents: sql<number>`coalesce((select sum(${payrollItems.amountCents}) from ${payrollItems}
    where ${payrollItems.payrollId} = ${payrolls.id} and ${payrollItems.kind} <> 'expense'), 0)`.mapWith(Number),
  expensesCents: sql<number>`coalesce((select sum(${payrollItems.amountCents}) from ${payrollItems}
    where ${payrollItems.payrollId} = ${payrolls.id} and ${payrollItems.kind} = 'expense'), 0)`.mapWith(Number),
  declinedItems: sql<number>`(select count(*) from ${payrollItems}
    where ${payrollItems.payrollId} = ${payrolls.id} and ${payrollItems.declinedAt} is not null)`.mapWith(Number),
};
type TListRow = {
  id: number;
  number: number;
  personId: number;
  personName: string;
  periodStart: string;
  periodEnd: string;
  status: TPayrollListItem['status'];
  currency: string;
  deductionsCents: number;
  hoursAndAllowancesCents: number;
  expensesCents: number;
  declinedItems: number;
};

const toListItem = (r: TListRow): TPayrollListItem => ({
  id: r.id,
  number: r.number,
  person: { id: r.personId, name: r.personName },
  periodStart: r.periodStart,
  periodEnd: r.periodEnd,
  status: r.status,
  currency: r.currency,
  grossCents: r.hoursAndAllowancesCents,
  netCents: r.hoursAndAllowancesCents - r.deductionsCents + r.expensesCents,
  declinedItems: r.declinedItems,
});

export async function listPayrolls(
  db: DbOrTx,
  auth: TAuth,
  q: { personId?: number; number?: number; limit: number; page: number },
) {
  const personId = await personInScope(db, auth, q.personId);
  const where = and(
    ownedWhere(auth, payrolls.tenantId, payrolls.personId),
    personId !== null ? eq(payrolls.personId, personId) : undefined,
    q.number !== undefined ? eq(payrolls.number, q.number) : undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(payrolls)
    .innerJoin(persons, eq(persons.id, payrolls.personId))
    .where(where)
    .orderBy(desc(payrolls.periodStart), desc(payrolls.number))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(payrolls).where(where);
  return { data: rows.map(toListItem), total: total?.n ?? 0 };
}

/** The payroll row if the caller may see it; 404 otherwise. */
export async function findPayroll(db: DbOrTx, auth: TAuth, id: number) {
  const [row] = await db
    .select()
    .from(payrolls)
    .where(and(eq(payrolls.id, id), ownedWhere(auth, payrolls.tenantId, payrolls.personId)));
  if (!row) throw notFound('Payroll');
  return row;
}

type TItemRow = typeof payrollItems.$inferSelect;
type TPayrollRow = typeof payrolls.$inferSelect;

export function toPayrollItem(auth: TAuth, payroll: TPayrollRow, r: TItemRow): TPayrollItem {
  return {
    id: r.id,
    payrollId: payroll.id,
    payrollNumber: payroll.number,
    kind: r.kind,
    description: r.description,
    workDate: r.workDate,
    minutes: r.minutes,
    rateCents: r.rateCents,
    amountCents: r.amountCents,
    currency: payroll.currency,
    declinedAt: r.declinedAt?.toISOString() ?? null,
    declineFeedback: r.declineFeedback,
    canDecline: auth.personId === payroll.personId && r.declinedAt === null && payroll.status !== 'paid',
  };
}

export async function payrollItemRows(db: DbOrTx, payrollId: number) {
  return db
    .select()
    .from(payrollItems)
    .where(eq(payrollItems.payrollId, payrollId))
    .orderBy(
      sql`case ${payrollItems.kind} when 'hours' then 0 when 'allowance' then 1 else 2 end`,
      sql`${payrollItems.workDate} asc nulls last`,
      asc(payrollItems.id),
    );
}

export async function getPayroll(db: DbOrTx, auth: TAuth, id: number): Promise<TPayroll> {
  const payroll = await findPayroll(db, auth, id);
  const [[head], items, docs] = await Promise.all([
    db
      .select(listColumns)
      .from(payrolls)
      .innerJoin(persons, eq(persons.id, payrolls.personId))
      .where(eq(payrolls.id, id)),
    payrollItemRows(db, id),
    db
      .select({
        id: payrollDocuments.id,
        type: payrollDocuments.type,
        year: payrollDocuments.year,
        issuedOn: payrollDocuments.issuedOn,
      })
      .from(payrollDocuments)
      .where(and(eq(payrollDocuments.payrollId, id), isNotNull(payrollDocuments.issuedOn)))
      .orderBy(asc(payrollDocuments.type)),
  ]);
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, payroll.companyId));
  return {
    ...toListItem(head!),
    paidOn: payroll.paidOn,
    company: company!,
    items: items.map((r) => toPayrollItem(auth, payroll, r)),
    totals: payrollTotals(items, payroll.deductionsCents),
    documents: docs.map((d) => ({
      ...d,
      payrollId: payroll.id,
      payrollNumber: payroll.number,
      fileName: payrollDocumentFileName(d.type, payroll.number, d.year),
    })),
  };
}
