// The month day by day, drawn by hand in SVG on the server (no chart library, no script): each
// day's turnover as a bar with its target as a line across it, and the team speed below. It
// names itself (title, description) for screen readers, and the same figures are there as a
// table for anyone who wants the numbers.
import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDate } from '@/lib/i18n/formats';
import { daySummary, type TDayFigures } from '@/lib/domain/plus-crews/figures';
import { dayOfMonth } from '@/lib/domain/plus-crews/month';
import type { TFigureFormat } from '../format';
import { ScrollBox } from '@/app/_components/ui/scroll-box';

const W = 360;
const LEFT = 4;
const RIGHT = 4;
const TOP = 18;
const BARS_BOTTOM = 132;
const SPEED_TOP = 156;
const SPEED_BOTTOM = 200;
const AXIS = 214;
const H = 222;

/** The day numbers written under the bars: the 1st, every 5th, and the last. */
const labelled = (day: number, last: number) => day === 1 || day === last || (day % 5 === 0 && last - day >= 2);

type Props = { days: readonly TDayFigures[]; selected: string; monthLabel: string; fmt: TFigureFormat };

export async function MonthChart({ days, selected, monthLabel, fmt }: Props) {
  const [t, format] = await Promise.all([getTranslations('PlusCrewDashboard.chart'), getFormatter()]);
  const rows = days.map(daySummary);
  const slot = (W - LEFT - RIGHT) / rows.length;
  const top = Math.max(1, ...rows.map((r) => Math.max(r.actualTurnoverCents ?? 0, r.targetTurnoverCents ?? 0)));
  const y = (cents: number) => BARS_BOTTOM - (cents / top) * (BARS_BOTTOM - TOP);
  // The speed panel spans the month's slowest to fastest day, so that its ups and downs show.
  const speeds = rows.map((r) => r.speed).filter((s): s is number => s !== null);
  const slowest = speeds.length ? Math.min(...speeds) : 0;
  const fastest = speeds.length ? Math.max(...speeds) : 0;
  const span = Math.max(1, fastest - slowest);
  const ys = (speed: number) => SPEED_BOTTOM - 4 - ((speed - slowest) / span) * (SPEED_BOTTOM - SPEED_TOP - 8);
  const x = (i: number) => LEFT + i * slot;

  // The speed line breaks where a day has no speed.
  const segments: string[][] = [[]];
  rows.forEach((r, i) => {
    if (r.speed === null) segments.push([]);
    else segments.at(-1)!.push(`${(x(i) + slot / 2).toFixed(1)},${ys(r.speed).toFixed(1)}`);
  });

  const turnover = rows.reduce((a, r) => a + (r.actualTurnoverCents ?? 0), 0);
  const target = rows.reduce((a, r) => a + (r.targetTurnoverCents ?? 0), 0);
  const description = t('description', {
    turnover: fmt.money(turnover),
    target: fmt.money(target),
    slowest: speeds.length ? fmt.money(slowest) : '–',
    fastest: speeds.length ? fmt.money(fastest) : '–',
  });

  return (
    <figure className="flex flex-col gap-3" data-testid="month-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="month-chart-title month-chart-desc"
        className="h-auto w-full max-w-3xl"
      >
        <title id="month-chart-title">{t('title', { month: monthLabel })}</title>
        <desc id="month-chart-desc">{description}</desc>
        <text x={LEFT} y={TOP - 6} className="fill-muted text-[9px]">
          {fmt.money(top)}
        </text>
        <text x={LEFT} y={SPEED_TOP - 6} className="fill-muted text-[9px]">
          {speeds.length ? t('speedAxis', { slowest: fmt.money(slowest), fastest: fmt.money(fastest) }) : t('noSpeed')}
        </text>
        {rows.map((r, i) => {
          const day = dayOfMonth(r.date);
          return (
            <g key={r.date}>
              {r.date === selected ? (
                <rect x={x(i)} y={TOP} width={slot} height={SPEED_BOTTOM - TOP} className="fill-soft" />
              ) : null}
              {r.actualTurnoverCents !== null ? (
                <rect
                  x={x(i) + slot * 0.15}
                  y={y(r.actualTurnoverCents)}
                  width={slot * 0.7}
                  height={BARS_BOTTOM - y(r.actualTurnoverCents)}
                  className={
                    r.targetTurnoverCents !== null && r.actualTurnoverCents >= r.targetTurnoverCents
                      ? 'fill-success'
                      : 'fill-primary'
                  }
                />
              ) : null}
              {r.targetTurnoverCents !== null ? (
                <line
                  x1={x(i)}
                  x2={x(i) + slot}
                  y1={y(r.targetTurnoverCents)}
                  y2={y(r.targetTurnoverCents)}
                  className="stroke-warning"
                  strokeWidth={1.5}
                />
              ) : null}
              {r.speed !== null ? (
                <circle cx={x(i) + slot / 2} cy={ys(r.speed)} r={1.8} className="fill-hover" />
              ) : null}
              {labelled(day, rows.length) ? (
                <text x={x(i) + slot / 2} y={AXIS} textAnchor="middle" className="fill-muted text-[9px]">
                  {day}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={LEFT} x2={W - RIGHT} y1={BARS_BOTTOM} y2={BARS_BOTTOM} className="stroke-line" />
        <line x1={LEFT} x2={W - RIGHT} y1={SPEED_BOTTOM} y2={SPEED_BOTTOM} className="stroke-line" />
        {segments
          .filter((s) => s.length > 1)
          .map((points) => (
            <polyline
              key={points[0]}
              points={points.join(' ')}
              fill="none"
              className="stroke-hover"
              strokeWidth={1.2}
            />
          ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary" />
          {t('legend.turnover')}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-success" />
          {t('legend.aboveTarget')}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-warning" />
          {t('legend.target')}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-hover" />
          {t('legend.speed')}
        </span>
      </figcaption>
      <details className="text-sm" data-testid="month-table">
        <summary className="min-h-12 cursor-pointer py-3 font-medium text-primary">{t('tableSummary')}</summary>
        <ScrollBox label={t('title', { month: monthLabel })}>
          <table className="w-full text-right tabular-nums">
            <caption className="sr-only">{t('title', { month: monthLabel })}</caption>
            <thead>
              <tr className="text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="py-1 text-left">
                  {t('columns.date')}
                </th>
                <th scope="col">{t('columns.turnover')}</th>
                <th scope="col">{t('columns.target')}</th>
                <th scope="col">{t('columns.hours')}</th>
                <th scope="col">{t('columns.speed')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.date} className={`border-t border-line ${r.date === selected ? 'font-semibold' : ''}`}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {format.dateTime(calendarDate(r.date), 'calendarDay')}
                  </th>
                  <td>{fmt.moneyOrDash(r.actualTurnoverCents)}</td>
                  <td>{fmt.moneyOrDash(r.targetTurnoverCents)}</td>
                  <td>{r.staffHours === null ? '–' : fmt.hours(r.staffHours)}</td>
                  <td>{fmt.moneyOrDash(r.speed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </details>
    </figure>
  );
}
