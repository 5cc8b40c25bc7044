'use client';
// The month as Monday-to-Sunday weeks. Each day is a button: its colour bars say what is on it
// (rules §4 colours), a red ring says something overlaps; the label says it in words.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { monthWeeks } from '@/lib/domain/planning/calendar-month';
import type { TDayEntry } from '../_lib/calendar-entries';
import { BAR } from '../_lib/tones';
import { calendarDate } from '@/lib/i18n/formats';

type TProps = {
  month: string;
  today: string;
  selected: string;
  byDay: Map<string, TDayEntry[]>;
  onSelect: (day: string) => void;
};

export function MonthGrid({ month, today, selected, byDay, onSelect }: TProps) {
  const t = useTranslations('PersonalCalendarPage');
  const format = useFormatter();
  const weeks = monthWeeks(month);
  return (
    <div role="grid" aria-label={t('gridLabel')} className="flex flex-col gap-1" data-testid="month-grid">
      <div role="row" className="grid grid-cols-7 gap-1">
        {weeks[0]!.map((d) => (
          <div key={d} role="columnheader" className="text-center text-xs font-medium text-muted">
            {format.dateTime(calendarDate(d), 'calendarWeekdayShort')}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="grid grid-cols-7 gap-1">
          {week.map((d) => {
            const entries = byDay.get(d) ?? [];
            const inMonth = d.startsWith(month);
            const overlaps = entries.some((e) => e.overlaps);
            return (
              <div key={d} role="gridcell" aria-selected={d === selected}>
                <button
                  type="button"
                  disabled={!inMonth}
                  onClick={() => onSelect(d)}
                  data-testid={`day-${d}`}
                  data-entries={entries.length}
                  aria-label={t('dayLabel', {
                    date: format.dateTime(calendarDate(d), 'calendarWeekdayLong'),
                    count: entries.length,
                  })}
                  className={`flex min-h-14 w-full flex-col items-center gap-1 rounded-lg p-1 text-sm ${
                    d === selected
                      ? 'bg-primary text-on-primary'
                      : inMonth
                        ? 'bg-app ring-1 ring-line'
                        : 'text-muted/60'
                  } ${overlaps ? 'outline outline-2 outline-plan-overlap' : ''} ${d === today && d !== selected ? 'font-semibold text-calendar-date' : ''}`}
                >
                  <span>{format.dateTime(calendarDate(d), 'calendarDayNumber')}</span>
                  {inMonth ? (
                    <span aria-hidden="true" className="flex w-full flex-col gap-0.5">
                      {entries.slice(0, 3).map((e) => (
                        <span key={e.key} className={`h-1 w-full rounded-full ${BAR[e.tone]}`} />
                      ))}
                    </span>
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
