// Payroll documents (rules "Payroll"): the payslip of a payroll and the annual statement of
// a year. The PDF is drawn from the payroll the first time it is asked for, then kept: what was
// issued reads the same on every later download.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, payrollDocuments, payrolls, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { personName } from '../people/names';
import { renderPdf } from '../pdf/render-pdf';
import { pdfWords } from '../pdf/pdf-words';
import { readerOf } from '../i18n/reader-of';
import { formatMinutes } from '../field-work/hours';
import {
  payrollDocumentFileName,
  payrollTotals,
  type TPayrollDocument,
  type TPayrollDocumentType,
} from '../../../domain/paperwork';
import { ownedWhere, personInScope } from './access';
import { payrollItemRows } from './payrolls';

const documentFileName = payrollDocumentFileName;

const documentColumns = {
  id: payrollDocuments.id,
  payrollId: payrollDocuments.payrollId,
  payrollNumber: payrolls.number,
  type: payrollDocuments.type,
  year: payrollDocuments.year,
  issuedOn: payrollDocuments.issuedOn,
};
const toDocument = (r: Omit<TPayrollDocument, 'fileName'>): TPayrollDocument => ({
  ...r,
  fileName: documentFileName(r.type, r.payrollNumber, r.year),
});

export async function listPayrollDocuments(
  db: DbOrTx,
  auth: TAuth,
  q: { personId?: number; type?: TPayrollDocumentType; year?: number },
): Promise<TPayrollDocument[]> {
  const personId = await personInScope(db, auth, q.personId);
  const rows = await db
    .select(documentColumns)
    .from(payrollDocuments)
    .innerJoin(payrolls, eq(payrolls.id, payrollDocuments.payrollId))
    .where(
      and(
        ownedWhere(auth, payrollDocuments.tenantId, payrollDocuments.personId),
        personId !== null ? eq(payrollDocuments.personId, personId) : undefined,
        q.type ? eq(payrollDocuments.type, q.type) : undefined,
        q.year !== undefined ? eq(payrollDocuments.year, q.year) : undefined,
      ),
    )
    .orderBy(desc(payrollDocuments.issuedOn), asc(payrollDocuments.type), desc(payrollDocuments.id));
  return rows.map(toDocument);
}

type TDocRow = typeof payrollDocuments.$inferSelect;

async function drawPdf(db: DbOrTx, doc: TDocRow): Promise<Buffer> {
  const [head] = await db
    .select({ payroll: payrolls, personName, companyName: companies.name })
    .from(payrolls)
    .innerJoin(persons, eq(persons.id, payrolls.personId))
    .innerJoin(companies, eq(companies.id, payrolls.companyId))
    .where(eq(payrolls.id, doc.payrollId));
  const { payroll, companyName } = head!;
  // The employee reads it: drawn once, in their language, then kept.
  const reader = await readerOf(db, payroll.tenantId, { personId: payroll.personId });
  const w = pdfWords(reader);
  const money = (cents: number) => w.money(cents, payroll.currency);
  const name = head!.personName;
  if (doc.type === 'annualStatement') {
    const f = doc.figures ?? { grossCents: 0, deductionsCents: 0, minutes: 0 };
    return renderPdf({
      reader,
      title: w.t('annualStatement.title', { year: doc.year }),
      facts: [
        [w.label('company'), companyName],
        [w.label('employee'), name],
        [w.label('year'), String(doc.year)],
        [w.label('issuedOn'), w.date(doc.issuedOn)],
      ],
      answers: [
        [w.t('annualStatement.gross'), money(f.grossCents)],
        [w.t('annualStatement.withheld'), money(f.deductionsCents)],
        [w.t('annualStatement.net'), money(f.grossCents - f.deductionsCents)],
        [w.t('annualStatement.hoursPaid'), formatMinutes(f.minutes)],
      ],
      subject: w.t('annualStatement.subject', {
        year: doc.year,
        name,
        gross: money(f.grossCents),
        withheld: money(f.deductionsCents),
      }),
    });
  }
  const items = await payrollItemRows(db, payroll.id);
  const totals = payrollTotals(items, payroll.deductionsCents);
  const period = w.t('payslip.periodValue', { start: w.date(payroll.periodStart), end: w.date(payroll.periodEnd) });
  return renderPdf({
    reader,
    title: w.t('payslip.title'),
    facts: [
      [w.label('company'), companyName],
      [w.label('employee'), name],
      [w.label('payroll'), String(payroll.number)],
      [w.label('period'), period],
      [w.label('paidOn'), payroll.paidOn ? w.date(payroll.paidOn) : '-'],
    ],
    table: {
      headers: [w.label('date'), w.label('description'), w.label('hours'), w.label('rate'), w.label('amount')],
      widths: [70, 215, 55, 75, 85],
      rows: items.map((i) => [
        i.workDate ? w.date(i.workDate) : '',
        i.description,
        i.minutes !== null ? formatMinutes(i.minutes) : '',
        i.rateCents !== null ? money(i.rateCents) : '',
        money(i.amountCents),
      ]),
      totals: [
        w.label('total'),
        '',
        formatMinutes(totals.minutes),
        '',
        money(totals.hoursCents + totals.allowancesCents + totals.expensesCents),
      ],
    },
    answers: [
      [w.t('payslip.gross'), money(totals.grossCents)],
      [w.t('payslip.deductions'), `- ${money(totals.deductionsCents)}`],
      [w.t('payslip.expenses'), money(totals.expensesCents)],
      [w.t('payslip.net'), money(totals.netCents)],
    ],
    subject: w.t('payslip.subject', {
      number: payroll.number,
      name,
      period,
      gross: money(totals.grossCents),
      net: money(totals.netCents),
    }),
  });
}

/** The PDF of a document the caller may see, drawn and kept on first use. */
async function documentPdf(db: Db, doc: TDocRow) {
  const fileName = documentFileName(doc.type, (await payrollNumberOf(db, doc.payrollId)) ?? 0, doc.year);
  if (doc.pdf) return { pdf: doc.pdf, fileName };
  const pdf = await drawPdf(db, doc);
  // Of two first downloads at once, the first kept wins, so both get the same file afterwards.
  const [kept] = await db
    .update(payrollDocuments)
    .set({ pdf })
    .where(and(eq(payrollDocuments.id, doc.id), isNull(payrollDocuments.pdf)))
    .returning({ pdf: payrollDocuments.pdf });
  if (kept?.pdf) return { pdf: kept.pdf, fileName };
  const [again] = await db
    .select({ pdf: payrollDocuments.pdf })
    .from(payrollDocuments)
    .where(eq(payrollDocuments.id, doc.id));
  return { pdf: again?.pdf ?? pdf, fileName };
}

async function payrollNumberOf(db: DbOrTx, payrollId: number) {
  const [row] = await db.select({ n: payrolls.number }).from(payrolls).where(eq(payrolls.id, payrollId));
  return row?.n;
}

export async function payrollDocumentFile(db: Db, auth: TAuth, id: number) {
  const [doc] = await db
    .select()
    .from(payrollDocuments)
    .where(and(eq(payrollDocuments.id, id), ownedWhere(auth, payrollDocuments.tenantId, payrollDocuments.personId)));
  if (!doc) throw notFound('Payroll document');
  return documentPdf(db, doc);
}

/** `/payrolls/{id}/download/{documentType}`: the payroll's document of that type. */
export async function payrollDownload(db: Db, auth: TAuth, payrollId: number, type: TPayrollDocumentType) {
  const [doc] = await db
    .select()
    .from(payrollDocuments)
    .where(
      and(
        eq(payrollDocuments.payrollId, payrollId),
        eq(payrollDocuments.type, type),
        ownedWhere(auth, payrollDocuments.tenantId, payrollDocuments.personId),
      ),
    );
  if (!doc) throw notFound(type === 'payslip' ? 'Payslip' : 'Annual statement');
  return documentPdf(db, doc);
}
