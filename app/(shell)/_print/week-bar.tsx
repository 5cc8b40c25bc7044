// The head of a printable week: which week, the weeks before and after, and the week
// as a PDF or on paper. Only the heading is printed.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { addDays } from '@/lib/domain/calendar-days';
import { calendarDate, dateRange } from '@/lib/i18n/formats';
import { DownloadLink } from '@/app/_components/ui/buttons';
import { PrintButton } from './print-button';

const linkClass = 'flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 font-medium ring-1 ring-line';

export async function WeekBar({
  week,
  path,
  pdfHref,
  heading,
}: {
  week: { from: string; to: string };
  /** The page's own path; `?week=` picks the week. */
  path: string;
  pdfHref: string;
  heading: string;
}) {
  const [t, format] = await Promise.all([getTranslations('WeekPrint'), getFormatter()]);
  return (
    <header className="flex flex-col gap-3">
      <div>
        <h2 className="text-lg font-semibold" data-testid="week-heading">
          {heading}
        </h2>
        <p data-testid="week-period">
          {dateRange(format, calendarDate(week.from), calendarDate(week.to), 'calendarDayYear')}
        </p>
      </div>
      <nav aria-label={t('weeks')} className="flex gap-2 print:hidden">
        <Link href={`${path}?week=${addDays(week.from, -7)}`} className={linkClass} data-testid="previous-week">
          {t('previous')}
        </Link>
        <Link href={`${path}?week=${addDays(week.from, 7)}`} className={linkClass} data-testid="next-week">
          {t('next')}
        </Link>
      </nav>
      <div className="flex gap-2 print:hidden">
        <DownloadLink href={pdfHref} look="secondary" testId="week-pdf">
          {t('pdf')}
        </DownloadLink>
        <PrintButton label={t('print')} />
      </div>
    </header>
  );
}
