'use client';
// One working-time rule a booking would break, in the warning before it: which rule, by how much,
// and the person's other jobs involved (lib/domain/planning/working-time.ts says how each is
// counted). Hours are shown to a tenth, as the rules are set in hours.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TBookingConflict } from '@/lib/domain/planning';
import { calendarDate, dateRange } from '@/lib/i18n/formats';

type TWorkingTimeConflict = Extract<TBookingConflict, { kind: 'workingTime' }>;

export function WorkingTimeBreach({ conflict }: { conflict: TWorkingTimeConflict }) {
  const t = useTranslations('WorkingTime');
  const format = useFormatter();
  const hours = (minutes: number) => format.number(minutes / 60, { maximumFractionDigits: 1 });
  const day = (d: string) => format.dateTime(calendarDate(d), 'calendarDay');
  const b = conflict.breach;
  const text =
    b.rule === 'rest'
      ? t('rest', { rest: hours(b.restMinutes), over: hours(b.over), limit: hours(b.limitMinutes) })
      : b.rule === 'shiftLength'
        ? t('shiftLength', { hours: hours(b.minutes), over: hours(b.over), limit: hours(b.limitMinutes) })
        : b.rule === 'averageWeeklyHours'
          ? t('averageWeeklyHours', {
              from: day(b.from),
              to: day(b.to),
              average: hours(b.averageMinutesPerWeek),
              over: hours(b.over),
              limit: hours(b.limitMinutes),
            })
          : b.rule === 'consecutiveDays'
            ? t('consecutiveDays', { from: day(b.from), to: day(b.to), days: b.days, over: b.over, limit: b.limit })
            : t('quota', {
                from: day(b.from),
                to: day(b.to),
                planned: hours(b.plannedMinutes),
                over: hours(b.over),
                quota: hours(b.quotaMinutes),
              });
  return (
    <li className="rounded-lg bg-soft p-2 ring-1 ring-line" data-testid="working-time-breach" data-rule={b.rule}>
      <p className="font-medium">{text}</p>
      {conflict.shifts.length > 0 ? (
        <>
          <p className="text-muted">{t('with')}</p>
          <ul className="flex flex-col gap-1">
            {conflict.shifts.map((s) => (
              <li key={s.assignmentId}>
                {s.project.number} {s.project.name} · {s.function.name} ·{' '}
                {dateRange(format, new Date(s.startsAt), new Date(s.endsAt), 'dayTime')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
