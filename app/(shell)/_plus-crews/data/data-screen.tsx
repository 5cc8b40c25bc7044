'use client';
// /plus-crews/{number}/data in the browser (rules §2 "Plus-crew data screen", §4): the selected
// date comes from `?date=` when it is a real date, else today. Choosing a date writes it into
// the query and reloads the date's whole month, first to last day; the screen is loading,
// failed (with a way to try again) or loaded, and then shows the date's totals and its entries.
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Loader } from '@/app/_components/loader';
import { Card } from '@/app/_components/ui/card';
import { LoadError } from '@/app/_components/ui/load-error';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { useMonthSeries } from '@/lib/client/api/plus-crews';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { dateFromQuery } from '@/lib/domain/calendar-date';
import { daySummary, monthDays, monthSummary } from '@/lib/domain/plus-crews/figures';
import { monthOf } from '@/lib/domain/plus-crews/month';
import { figuresFromSeries } from '@/lib/domain/plus-crews/series';
import type { TSeries } from '@/lib/domain/plus-crews';
import { calendarDate } from '@/lib/i18n/formats';
import { DatePicker } from '../date-picker';
import { usePlusCrew } from '../plus-crew-context';
import { DayEntryForm } from '../lazy-forms';
import { DayTotals } from './day-totals';

type Props = {
  today: string;
  /** The month the server loaded for the first paint (its first day), with its figures. */
  initial: { month: string; series: TSeries[] | undefined };
  canEdit: boolean;
};

export function DataScreen({ today, initial, canEdit }: Props) {
  const t = useTranslations('PlusCrewData');
  const tRoot = useTranslations();
  const format = useFormatter();
  const ready = useHydrated();
  const { crew } = usePlusCrew();
  const date = dateFromQuery(useSearchParams().get('date'), today);
  const month = monthOf(date);
  const fallback = month.dateFrom === initial.month ? initial.series : undefined;
  const { data, error, isValidating, mutate } = useMonthSeries(crew.number, month, fallback);

  const choose = (next: string) => {
    // Next.js keeps useSearchParams in step with the history API: no server round trip.
    window.history.pushState(null, '', `?date=${next}`);
    // Another month loads by its own key; the same month is loaded again all the same.
    if (monthOf(next).dateFrom === month.dateFrom) void mutate();
  };

  const dateLabel = format.dateTime(calendarDate(date), 'calendarDayLong');
  const state = data ? 'loaded' : error ? 'error' : 'loading';
  let body: React.ReactNode;
  if (state === 'error') {
    body = (
      <LoadError
        heading={t('monthFailed')}
        reason={tRoot(errorMessageKey(errorCodeOf(error)))}
        code={errorCodeOf(error)}
        onRetry={() => mutate()}
      />
    );
  } else if (!data) {
    body = (
      <div data-testid="month-loading">
        <Loader />
        <p className="text-center text-sm text-muted">
          {t('loadingMonth', { month: format.dateTime(calendarDate(date), 'calendarMonth') })}
        </p>
      </div>
    );
  } else {
    const days = monthDays(month, figuresFromSeries(data));
    const day = days.find((d) => d.date === date)!;
    body = (
      <>
        {error ? (
          <p role="alert" className="rounded-lg bg-soft p-3 text-sm text-danger">
            {t('reloadFailed')} {tRoot(errorMessageKey(errorCodeOf(error)))}
          </p>
        ) : null}
        <DayTotals day={daySummary(day)} month={monthSummary(month, days, date)} dateLabel={dateLabel} />
        <Card id="plus-crew-entries" title={t('entriesTitle', { date: dateLabel })}>
          {canEdit ? (
            <DayEntryForm key={date} day={day} dateLabel={dateLabel} onSaved={() => mutate()} />
          ) : (
            <p className="text-muted" data-testid="no-edit-right">
              {t('noEditRight')}
            </p>
          )}
        </Card>
      </>
    );
  }

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="plus-crew-data"
      data-state={state}
      data-month={month.dateFrom}
      data-ready={ready || undefined}
    >
      <DatePicker value={date} today={today} onChange={choose} />
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {data && isValidating ? t('reloading') : ''}
      </p>
      {body}
      <Link
        href={`/plus-crews/${crew.number}?date=${date}`}
        data-testid="link-dashboard"
        className="flex min-h-12 items-center justify-center rounded-lg bg-soft px-4 font-medium ring-1 ring-line"
      >
        {t('toDashboard')}
      </Link>
    </div>
  );
}
