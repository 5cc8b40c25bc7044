// /plus-crews/{number} (rules §2): a plus crew's dashboard, also the home of a plus-crew (PCID)
// session. For the selected day (`?date=`, default today) and the month up to it: turnover
// against target, staff hours, team speed, the bonus forecast with its rule, and the month day
// by day. Everything is worked out on the server from the month's figures; the title is the
// plus crew's name.
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ShellTitle } from '@/app/_components/shell/page-title';
import { LoadError } from '@/app/_components/ui/load-error';
import { routeId } from '@/lib/bff/load';
import { getMonthSeries, getPlusCrew, getPlusCrewValues } from '@/lib/bff/queries/plus-crews';
import { dateFromQuery } from '@/lib/domain/calendar-date';
import { bonusForecast, daySummary, monthDays, monthSummary, type TDayFigures } from '@/lib/domain/plus-crews/figures';
import { monthOf } from '@/lib/domain/plus-crews/month';
import { figuresFromSeries } from '@/lib/domain/plus-crews/series';
import { settingsFromValues } from '@/lib/domain/plus-crews/settings';
import { calendarDate } from '@/lib/i18n/formats';
import { getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { plusCrewLinks, PlusCrewActions } from '@/app/(shell)/_plus-crews/actions';
import { DashboardDate } from '@/app/(shell)/_plus-crews/dashboard/dashboard-date';
import { DayCard, MonthCard } from '@/app/(shell)/_plus-crews/dashboard/figure-cards';
import { ForecastCard } from '@/app/(shell)/_plus-crews/dashboard/forecast-card';
import { MonthChart } from '@/app/(shell)/_plus-crews/dashboard/month-chart';
import { Card } from '@/app/_components/ui/card';
import { figureFormat } from '@/app/(shell)/_plus-crews/format';
import { loadPlusCrew } from '@/app/(shell)/_plus-crews/load-plus-crew';
import { LiveRefresh } from '@/app/_components/live/lazy-live-refresh';

type Props = {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ date?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const number = routeId((await params).number);
  const crew = number === null ? null : await getPlusCrew(number);
  return crew?.ok ? { title: crew.data.name } : titleMetadata('plusCrewDetails');
}

export default async function PlusCrewDashboardPage({ params, searchParams }: Props) {
  const [loaded, query, today] = await Promise.all([
    loadPlusCrew((await params).number),
    searchParams,
    getTenantToday(),
  ]);
  // The layout shows why the plus crew could not be loaded.
  if (loaded.kind !== 'ok') return null;
  const { crew } = loaded;
  const date = dateFromQuery(query.date, today);
  const month = monthOf(date);
  const [series, values, links, t, tRoot, format] = await Promise.all([
    getMonthSeries(crew.number, month),
    getPlusCrewValues(crew.number),
    plusCrewLinks(crew.number, date),
    getTranslations('PlusCrewDashboard'),
    getTranslations('Errors'),
    getFormatter(),
  ]);
  const fmt = figureFormat(format, crew.currency);
  const monthLabel = format.dateTime(calendarDate(date), 'calendarMonth');

  let body: React.ReactNode;
  if (!series.ok) {
    body = <LoadError heading={t('monthFailed')} reason={tRoot(series.code)} code={series.code} />;
  } else {
    const days = monthDays(month, figuresFromSeries(series.data));
    const summary = monthSummary(month, days, date);
    const settings = values.ok ? settingsFromValues(values.data) : null;
    const day = daySummary(days.find((d) => d.date === date) as TDayFigures);
    body = (
      <>
        <div className="grid gap-4 2xl:grid-cols-2">
          <DayCard day={day} dateLabel={format.dateTime(calendarDate(date), 'calendarDayLong')} fmt={fmt} />
          <MonthCard summary={summary} monthLabel={monthLabel} fmt={fmt} />
        </div>
        {values.ok ? (
          <ForecastCard
            forecast={bonusForecast(summary, settings)}
            summary={summary}
            settings={settings}
            fmt={fmt}
            settingsHref={links.settings}
          />
        ) : (
          <LoadError heading={t('settingsFailed')} reason={tRoot(values.code)} code={values.code} />
        )}
        <Card id="plus-crew-chart" title={t('chart.heading')}>
          <MonthChart days={days} selected={date} monthLabel={monthLabel} fmt={fmt} />
        </Card>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="plus-crew-dashboard">
      <ShellTitle title={crew.name} />
      {/* The figures are worked out on the server: a new entry or setting renders the page again. */}
      <LiveRefresh matches={[{ topics: ['plusCrew'], key: crew.id }]} />
      <DashboardDate date={date} today={today} />
      {body}
      <PlusCrewActions links={links} current="dashboard" />
    </div>
  );
}
