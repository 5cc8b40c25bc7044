// /payrolls/{number}/download/{documentType}: the payslip or annual statement of a payroll, to
// download (rules §9: the document types are fixed strings, payslip and annualStatement).
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getPayrollByNumber } from '@/lib/bff/queries/paperwork';
import { loadById, pageRecord } from '@/lib/bff/load';
import { payrollDownloadUrl } from '@/lib/client/api/paperwork';
import { ZPayrollDocumentType } from '@/lib/domain/paperwork';
import { ActionLink, DownloadLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { CalendarDay, Period } from '../../../../_paperwork/period';

export const generateMetadata = () => titleMetadata('payrollDownload');

type Props = { params: Promise<{ number: string; documentType: string }> };

export default async function PayrollDownloadPage({ params }: Props) {
  const [{ number, documentType }, t, tp, tRoot] = await Promise.all([
    params,
    getTranslations('PayrollPage'),
    getTranslations('Paperwork'),
    getTranslations(),
  ]);
  const type = ZPayrollDocumentType.safeParse(documentType);
  const result = pageRecord(await loadById(number, getPayrollByNumber));
  const doc = result.ok && type.success ? result.data.documents.find((d) => d.type === type.data) : undefined;
  if (!result.ok || !doc)
    return (
      <LoadError
        heading={t('documentNotFound')}
        reason={tRoot(errorMessageKey(result.ok ? 'NOT_FOUND' : result.code))}
        code={result.ok ? undefined : result.code}
      />
    );
  const p = result.data;
  return (
    <div className="flex flex-col gap-4" data-testid="payroll-download-page">
      <Card id="payroll-document" title={tp(`documentTypes.${doc.type}`, { year: doc.year })}>
        <DetailList>
          <Detail label={t('payroll')}>{p.number}</Detail>
          <Detail label={t('period')}>
            <Period start={p.periodStart} end={p.periodEnd} />
          </Detail>
          <Detail label={t('issuedOn')}>
            <CalendarDay date={doc.issuedOn} />
          </Detail>
          <Detail label={t('file')}>{doc.fileName}</Detail>
        </DetailList>
        <div className="mt-3 flex">
          <DownloadLink href={payrollDownloadUrl(p.id, doc.type)} testId="download-document">
            {t('download')}
          </DownloadLink>
        </div>
      </Card>
      <ActionLink href={`/payrolls/${p.number}`}>{t('backToPayroll')}</ActionLink>
    </div>
  );
}
