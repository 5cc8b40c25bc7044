// /plus-crews (rules §2, right plusCrews): every plus crew with today's turnover against its
// target, each leading to its dashboard. "Plus crews not found" when there are none (rules §8).
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { DataSection } from '@/app/_components/ui/data-section';
import { getPlusCrews } from '@/lib/bff/queries/plus-crews';
import { calendarDate } from '@/lib/i18n/formats';
import { getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { TargetBar } from '@/app/(shell)/_plus-crews/dashboard/figure';
import { figureFormat } from '@/app/(shell)/_plus-crews/format';

export const generateMetadata = () => titleMetadata('plusCrews');

export default async function PlusCrewsPage() {
  const today = await getTenantToday();
  const [result, t, tFigures, format] = await Promise.all([
    getPlusCrews(today),
    getTranslations('PlusCrewsPage'),
    getTranslations('PlusCrewDashboard'),
    getFormatter(),
  ]);
  return (
    <DataSection
      id="plus-crews"
      title={t('title', { date: format.dateTime(calendarDate(today), 'calendarDayLong') })}
      result={result}
      empty={t('empty')}
      failed={t('empty')}
    >
      {(crews) => (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {crews.map((crew) => {
            const fmt = figureFormat(format, crew.currency);
            const { actualTurnoverCents: actualTurnover, targetTurnoverCents: targetTurnover } = crew.day;
            const share = fmt.share(actualTurnover ?? 0, targetTurnover ?? 0);
            return (
              <li key={crew.id}>
                <Link
                  href={`/plus-crews/${crew.number}`}
                  data-testid="plus-crew-item"
                  className="flex min-h-12 flex-col gap-2 rounded-lg bg-app p-3 ring-1 ring-line hover:ring-hover"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{crew.name}</span>
                    <span className="shrink-0 whitespace-nowrap text-sm text-muted">
                      {t('number', { number: crew.number })}
                    </span>
                  </span>
                  {actualTurnover === null && targetTurnover === null ? (
                    <span className="text-sm text-muted">{t('nothingToday')}</span>
                  ) : (
                    <>
                      <TargetBar
                        part={actualTurnover ?? 0}
                        whole={targetTurnover ?? 0}
                        label={tFigures('targetBar')}
                        share={share}
                      />
                      <span className="text-sm" data-testid="plus-crew-today">
                        {share
                          ? t('today', {
                              turnover: fmt.moneyOrDash(actualTurnover),
                              target: fmt.money(targetTurnover ?? 0),
                              share,
                            })
                          : t('todayNoTarget', { turnover: fmt.moneyOrDash(actualTurnover) })}
                      </span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DataSection>
  );
}
