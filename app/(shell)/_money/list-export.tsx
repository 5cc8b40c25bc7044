// The invoices or receipts list as a spreadsheet, with the filters the list shows.
import { useTranslations } from 'next-intl';
import { ExportLinks } from '@/app/_components/ui/export-links';
import { exportUrl } from '@/lib/client/api/exports';
import { exportPaths } from '@/lib/domain/exports';
import { queryParams, type TListQuery } from './list-query';

export function ListExport({ kind, query }: { kind: 'invoices' | 'receipts'; query: TListQuery }) {
  const t = useTranslations('MoneyParts');
  return (
    <ExportLinks
      what={t(`export.${kind}`)}
      href={(format) => exportUrl(exportPaths[kind], format, queryParams(query))}
      testId={`${kind}-export`}
    />
  );
}
