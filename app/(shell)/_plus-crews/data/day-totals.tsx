'use client';
// The totals for the selected date: that day's turnover, target and hours, and the month up to it.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Card } from '@/app/_components/ui/card';
import type { TDaySummary, TMonthSummary } from '@/lib/domain/plus-crews/figures';
import { figureFormat } from '../format';
import { usePlusCrew } from '../plus-crew-context';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4 border-t border-line py-2 first:border-t-0">
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function DayTotals({ day, month, dateLabel }: { day: TDaySummary; month: TMonthSummary; dateLabel: string }) {
  const t = useTranslations('PlusCrewData.totals');
  const { crew } = usePlusCrew();
  const fmt = figureFormat(useFormatter(), crew.currency);
  const hours = (h: number | null) => (h === null ? '–' : t('hours', { hours: fmt.hours(h) }));
  return (
    <Card id="plus-crew-totals" title={t('title', { date: dateLabel })}>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="totals-day">
          <h3 id="totals-day" className="text-sm font-medium text-muted">
            {t('day')}
          </h3>
          <dl>
            <Row testId="total-day-turnover" label={t('turnover')} value={fmt.moneyOrDash(day.actualTurnoverCents)} />
            <Row testId="total-day-target" label={t('target')} value={fmt.moneyOrDash(day.targetTurnoverCents)} />
            <Row testId="total-day-hours" label={t('staffHours')} value={hours(day.staffHours)} />
            <Row testId="total-day-speed" label={t('speed')} value={fmt.moneyOrDash(day.speed)} />
          </dl>
        </section>
        <section aria-labelledby="totals-month">
          <h3 id="totals-month" className="text-sm font-medium text-muted">
            {t('month', { day: Number(month.asOf.slice(8, 10)) })}
          </h3>
          <dl>
            <Row testId="total-month-turnover" label={t('turnover')} value={fmt.money(month.turnover)} />
            <Row testId="total-month-target" label={t('target')} value={fmt.money(month.targetSoFar)} />
            <Row testId="total-month-hours" label={t('staffHours')} value={hours(month.hours)} />
            <Row testId="total-month-speed" label={t('speed')} value={fmt.moneyOrDash(month.speed)} />
          </dl>
        </section>
      </div>
    </Card>
  );
}
