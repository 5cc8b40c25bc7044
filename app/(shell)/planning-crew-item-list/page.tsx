// /planning-crew-item-list (rules §2, §8; right planningCrewItemList, clients): the crew items
// of the client's projects in a month, with their rows and who fills them; each crew opens.
// Plain links: it works before any script has run.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getTenantToday } from '@/lib/bff/render-context';
import { errorMessageKey } from '@/lib/client/error-message';
import { calendarDate, dateRange, wallSpan } from '@/lib/i18n/formats';
import { getClientCrewItems } from '@/lib/bff/queries/planning';
import { monthRange, parseMonth, shiftMonth } from '@/lib/domain/projects/calendar-month';
import { EmptyState } from '@/app/_components/ui/empty-state';
import { LoadError } from '@/app/_components/ui/load-error';

export const generateMetadata = () => titleMetadata('planningCrewItemList');

export default async function PlanningCrewItemListPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [query, today, t, format] = await Promise.all([
    searchParams,
    getTenantToday(),
    getTranslations(),
    getFormatter(),
  ]);
  const month = parseMonth(query.month, today);
  const { from, to } = monthRange(month);
  const result = await getClientCrewItems(from, to);
  const navLink = 'flex min-h-12 min-w-12 items-center justify-center rounded-lg ring-1 ring-line';
  const href = (m: string) => `/planning-crew-item-list?month=${m}`;

  return (
    <div className="flex flex-col gap-4" data-testid="crew-item-list" data-month={month}>
      <nav aria-label={t('CrewItemList.monthNav')} className="flex items-center justify-between gap-2">
        <Link href={href(shiftMonth(month, -1))} className={navLink} aria-label={t('CrewItemList.previous')}>
          ‹
        </Link>
        <h2 className="text-lg font-semibold">{format.dateTime(calendarDate(from), 'calendarMonth')}</h2>
        <Link href={href(shiftMonth(month, 1))} className={navLink} aria-label={t('CrewItemList.next')}>
          ›
        </Link>
      </nav>
      {!result.ok ? (
        <LoadError heading={t('CrewItemList.notFound')} reason={t(errorMessageKey(result.code))} code={result.code} />
      ) : result.data.length === 0 ? (
        <EmptyState testId="crew-items-empty">{t('CrewItemList.notFound')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="crew-items">
          {result.data.map((item) => {
            const filled = item.positions.filter((p) => p.assignment).length;
            return (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-xl bg-soft p-3 ring-1 ring-line"
                data-testid="crew-item"
                data-item={item.id}
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold">{item.function.name}</p>
                    <p className="text-sm">
                      {item.project.number} {item.project.name}
                    </p>
                    <Link href={`/crews/${item.crew.id}`} className="text-sm font-medium text-primary underline">
                      {item.crew.name}
                    </Link>
                  </div>
                  <span className="rounded-full px-2 py-0.5 text-xs ring-1 ring-line">
                    {t(`ProjectPage.itemStatus.${item.status}`)}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {item.endDate && item.endDate !== item.startDate
                    ? dateRange(format, calendarDate(item.startDate), calendarDate(item.endDate), 'calendarDay')
                    : format.dateTime(calendarDate(item.startDate), 'calendarDay')}
                  {' · '}
                  {wallSpan(format, item.startTime, item.endTime)}
                  {' · '}
                  {t('CrewItemList.filled', { filled, rows: item.rows })}
                </p>
                <ol className="flex flex-col gap-1 text-sm" aria-label={t('CrewItemList.rows')}>
                  {item.positions.map((p) => (
                    <li key={p.rowNo} className="flex justify-between gap-2" data-testid="crew-item-row">
                      <span>
                        {t('CrewItemList.row', { row: p.rowNo })}:{' '}
                        {p.assignment ? p.assignment.person.name : t('CrewItemList.open')}
                      </span>
                      {p.assignment ? (
                        <span className="text-muted">{t(`JobsPage.statuses.${p.assignment.status}`)}</span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
