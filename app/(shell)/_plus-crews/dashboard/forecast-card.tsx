// The bonus forecast (rules "Plus crews") with its rule written out, step by step, with the
// numbers of this month: the projection, the border, and what the projection earns.
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Card } from '@/app/_components/ui/card';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import type { TBonusForecast, TMonthSummary, TPlusCrewSettings } from '@/lib/domain/plus-crews/figures';
import type { TFigureFormat } from '../format';

type Props = {
  forecast: TBonusForecast;
  summary: TMonthSummary;
  settings: TPlusCrewSettings | null;
  fmt: TFigureFormat;
  /** Where the settings are kept, when the caller may change them. */
  settingsHref: string | null;
};

export async function ForecastCard({ forecast, summary, settings, fmt, settingsHref }: Props) {
  const t = await getTranslations('PlusCrewDashboard.forecast');
  const { projection, border, bonus, outcome } = forecast;
  const steps: string[] = [];
  if (projection !== null)
    steps.push(
      t('rule.projection', {
        turnover: fmt.money(summary.turnover),
        daysSoFar: summary.daysSoFar,
        days: summary.month.days,
        projection: fmt.money(projection),
      }),
    );
  if (border !== null && settings)
    steps.push(
      t('rule.border', {
        target: fmt.money(summary.target),
        percent: fmt.percent(settings.targetBorderPercent),
        border: fmt.money(border),
      }),
    );
  if (outcome === 'reached' && projection !== null && border !== null && settings)
    steps.push(
      settings.teamBonus.kind === 'amount'
        ? t('rule.reachedAmount', {
            projection: fmt.money(projection),
            border: fmt.money(border),
            bonus: fmt.money(bonus),
          })
        : t('rule.reachedPercentage', {
            projection: fmt.money(projection),
            border: fmt.money(border),
            percent: fmt.percent(settings.teamBonus.percent),
            bonus: fmt.money(bonus),
          }),
    );
  else if (outcome === 'belowBorder' && projection !== null && border !== null)
    steps.push(t('rule.belowBorder', { projection: fmt.money(projection), border: fmt.money(border) }));
  else if (outcome !== 'reached') steps.push(t(`rule.${outcome}`));

  return (
    <Card id="plus-crew-forecast" title={t('title')}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-3xl font-semibold tabular-nums" data-testid="forecast-bonus">
          {fmt.money(bonus)}
        </span>
        <StatusBadge testId="forecast-outcome">
          {t(`outcome.${outcome === 'reached' ? 'onTrack' : 'notOnTrack'}`)}
        </StatusBadge>
      </div>
      <p className="mt-2 text-sm">{t('explain')}</p>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-muted" data-testid="forecast-rule">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {outcome === 'noSettings' && settingsHref ? (
        <Link href={settingsHref} className="mt-2 inline-block font-medium text-primary underline underline-offset-2">
          {t('setSettings')}
        </Link>
      ) : null}
    </Card>
  );
}
