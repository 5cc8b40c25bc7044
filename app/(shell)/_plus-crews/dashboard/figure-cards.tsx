// The selected day and the month up to it: turnover against target, staff hours and team
// speed (turnover ÷ staff hours), each with its rule filled in.
import { getTranslations } from 'next-intl/server';
import { Card } from '@/app/_components/ui/card';
import type { TDaySummary, TMonthSummary } from '@/lib/domain/plus-crews/figures';
import type { TFigureFormat } from '../format';
import { Figure, TargetBar } from './figure';

type TTotals = { turnover: number; target: number; hours: number; speed: number | null };

async function Figures({ id, totals, fmt }: { id: string; totals: TTotals; fmt: TFigureFormat }) {
  const t = await getTranslations('PlusCrewDashboard');
  const share = fmt.share(totals.turnover, totals.target);
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure
        testId={`${id}-turnover`}
        label={t('turnover')}
        value={fmt.money(totals.turnover)}
        note={
          <span className="flex flex-col gap-1">
            <TargetBar part={totals.turnover} whole={totals.target} label={t('targetBar')} share={share} />
            {share ? t('againstTarget', { target: fmt.money(totals.target), share }) : t('noTarget')}
          </span>
        }
      />
      <Figure testId={`${id}-hours`} label={t('hours')} value={t('hoursValue', { hours: fmt.hours(totals.hours) })} />
      <Figure
        testId={`${id}-speed`}
        label={t('speed')}
        value={totals.speed === null ? '–' : t('perHour', { amount: fmt.money(totals.speed) })}
        rule={
          totals.speed === null
            ? t('rules.speedNoHours')
            : t('rules.speed', {
                turnover: fmt.money(totals.turnover),
                hours: fmt.hours(totals.hours),
                speed: fmt.money(totals.speed),
              })
        }
      />
    </dl>
  );
}

export async function DayCard({ day, dateLabel, fmt }: { day: TDaySummary; dateLabel: string; fmt: TFigureFormat }) {
  const t = await getTranslations('PlusCrewDashboard');
  const entered = day.actualTurnoverCents !== null || day.staffHours !== null || day.targetTurnoverCents !== null;
  return (
    <Card id="plus-crew-day" title={t('day.title', { date: dateLabel })}>
      {entered ? (
        <Figures
          id="day"
          fmt={fmt}
          totals={{
            turnover: day.actualTurnoverCents ?? 0,
            target: day.targetTurnoverCents ?? 0,
            hours: day.staffHours ?? 0,
            speed: day.speed,
          }}
        />
      ) : (
        <p className="text-muted" data-testid="day-empty">
          {t('day.empty')}
        </p>
      )}
    </Card>
  );
}

export async function MonthCard({
  summary,
  monthLabel,
  fmt,
}: {
  summary: TMonthSummary;
  monthLabel: string;
  fmt: TFigureFormat;
}) {
  const t = await getTranslations('PlusCrewDashboard');
  return (
    <Card id="plus-crew-month" title={t('month.title', { month: monthLabel })}>
      <p className="mb-3 text-sm text-muted">{t('month.upTo', { day: Number(summary.asOf.slice(8, 10)) })}</p>
      <Figures
        id="month"
        fmt={fmt}
        totals={{ turnover: summary.turnover, target: summary.targetSoFar, hours: summary.hours, speed: summary.speed }}
      />
      <p className="mt-3 text-sm" data-testid="month-target">
        {t('month.target', { target: fmt.money(summary.target) })}
      </p>
    </Card>
  );
}
