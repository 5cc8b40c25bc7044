// A list's export: the same rows as .xlsx (typed cells, for working with) or as .csv (in the
// reader's list separator, for importing elsewhere), one download link each.
import { useTranslations } from 'next-intl';
import { EXPORT_FORMATS, type TExportFormat } from '@/lib/domain/exports';
import { DownloadLink } from './buttons';

export function ExportLinks({
  what,
  href,
  testId,
}: {
  /** What is exported, as the group's heading ("Crews of this project"). */
  what: string;
  href: (format: TExportFormat) => string;
  testId: string;
}) {
  const t = useTranslations('ExportLinks');
  return (
    <div role="group" aria-label={what} data-testid={testId} className="flex flex-col gap-1">
      <span className="text-sm font-medium">{what}</span>
      <div className="flex gap-2">
        {EXPORT_FORMATS.map((format) => (
          <DownloadLink
            key={format}
            href={href(format)}
            look="secondary"
            testId={`${testId}-${format}`}
            label={t('label', { what, format: t(format) })}
          >
            {t(format)}
          </DownloadLink>
        ))}
      </div>
    </div>
  );
}
