// /payrolls-documents: all of the caller's payroll documents (payslips, annual statements),
// filtered by type and year. The filter is a plain GET form: it works before the page's script
// has loaded, and the URL keeps the choice.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getPayrollDocuments, getPayrolls } from '@/lib/bff/queries/paperwork';
import { payrollDocumentUrl } from '@/lib/client/api/paperwork';
import { PAYROLL_DOCUMENT_TYPES, ZPayrollDocumentType } from '@/lib/domain/paperwork';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { DataSection } from '@/app/_components/ui/data-section';
import { CalendarDay } from '../_paperwork/period';

export const generateMetadata = () => titleMetadata('payrollsDocuments');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PayrollDocumentsPage({ searchParams }: Props) {
  const query = await searchParams;
  const type = ZPayrollDocumentType.safeParse(query.type);
  const year = typeof query.year === 'string' && /^\d{4}$/.test(query.year) ? Number(query.year) : undefined;
  const [t, tp, result, payrolls] = await Promise.all([
    getTranslations('PayrollDocumentsPage'),
    getTranslations('Paperwork'),
    getPayrollDocuments({ type: type.success ? type.data : undefined, year }),
    getPayrolls(),
  ]);
  // The years to choose from: those of the person's payrolls, and the one chosen.
  const years = [
    ...new Set([
      ...(payrolls.ok ? payrolls.data.map((p) => Number(p.periodStart.slice(0, 4))) : []),
      ...(payrolls.ok ? payrolls.data.map((p) => Number(p.periodStart.slice(0, 4)) - 1) : []),
      ...(year ? [year] : []),
    ]),
  ].sort((a, b) => b - a);
  return (
    <div className="flex flex-col gap-4" data-testid="payroll-documents-page">
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('type')}
          <select name="type" defaultValue={type.success ? type.data : ''} className={INPUT_CLASS}>
            <option value="">{t('allTypes')}</option>
            {PAYROLL_DOCUMENT_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {tp(`documentTypeNames.${ty}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('year')}
          <select name="year" defaultValue={year ?? ''} className={INPUT_CLASS}>
            <option value="">{t('allYears')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary">
          {t('filter')}
        </button>
      </form>
      <DataSection id="payroll-documents" title={t('title')} result={result} empty={t('empty')} failed={t('failed')}>
        {(docs) => (
          <ul className="flex flex-col gap-2">
            {docs.map((d) => (
              <li key={d.id}>
                <a
                  href={payrollDocumentUrl(d.id)}
                  download
                  data-testid={`payroll-document-${d.id}`}
                  className="flex min-h-12 flex-col rounded-lg px-3 py-2 ring-1 ring-line hover:text-hover"
                >
                  <span className="font-medium">{tp(`documentTypes.${d.type}`, { year: d.year })}</span>
                  <span className="text-sm text-muted">
                    {t('line', { number: d.payrollNumber })} · <CalendarDay date={d.issuedOn} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </DataSection>
    </div>
  );
}
