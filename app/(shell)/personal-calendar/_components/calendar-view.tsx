'use client';
// The month with its day list. The server's first paint is the fallback of the first month;
// other months load as the user pages. Blocking dates and asking for vacation open forms that
// are fetched on first use.
import { useMemo, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { Loader } from '@/app/_components/loader';
import { Button } from '@/app/_components/ui/buttons';
import { LoadError } from '@/app/_components/ui/load-error';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { usePersonalCalendar } from '@/lib/client/api/personal-calendar';
import { errorMessageKey } from '@/lib/client/error-message';
import { monthOf, monthRange, shiftMonth } from '@/lib/domain/planning/calendar-month';
import type { TPersonalCalendar } from '@/lib/domain/planning/personal-calendar';
import { entriesByDay, initialDay } from '../_lib/calendar-entries';
import { calendarDate } from '@/lib/i18n/formats';
import { DayEntries } from './day-entries';
import { Legend } from './legend';
import { MonthGrid } from './month-grid';
import { BlockDateForm, VacationForm } from './forms-lazy';

type TProps = {
  personId: number;
  initialMonth: string;
  initial: TPersonalCalendar;
  today: string;
  companies: { id: number; name: string }[];
};

export function CalendarView({ personId, initialMonth, initial, today, companies }: TProps) {
  const t = useTranslations('PersonalCalendarPage');
  const tRoot = useTranslations();
  const format = useFormatter();
  const [month, setMonth] = useState(initialMonth);
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState<'block' | 'vacation' | null>(null);
  const { from, to } = monthRange(month);
  const swr = usePersonalCalendar(personId, from, to, month === initialMonth ? initial : undefined);
  const calendar = swr.data;
  const byDay = useMemo(() => (calendar ? entriesByDay(calendar) : new Map()), [calendar]);
  const day = selected && selected >= from && selected <= to ? selected : initialDay({ from, to }, byDay, today);

  const go = (next: string) => {
    setMonth(next);
    setSelected(null);
    window.history.replaceState(null, '', `?month=${next}`);
  };
  const saved = async () => {
    setOpen(null);
    await swr.mutate();
  };

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="personal-calendar">
      <div className="flex items-center justify-between gap-2">
        <Button onClick={() => go(shiftMonth(month, -1))} aria-label={t('previousMonth')} data-testid="month-previous">
          ‹
        </Button>
        <h1 className="text-lg font-semibold" aria-live="polite" data-testid="month-title">
          {format.dateTime(calendarDate(`${month}-15`), 'calendarMonth')}
        </h1>
        <Button onClick={() => go(shiftMonth(month, 1))} aria-label={t('nextMonth')} data-testid="month-next">
          ›
        </Button>
      </div>
      {month !== monthOf(today) ? (
        <button type="button" onClick={() => go(monthOf(today))} className="self-center text-sm text-hover underline">
          {t('thisMonth')}
        </button>
      ) : null}

      {calendar ? (
        <>
          <MonthGrid month={month} today={today} selected={day} byDay={byDay} onSelect={setSelected} />
          <Legend />
          <DayEntries day={day} entries={byDay.get(day) ?? []} onChanged={() => void swr.mutate()} />
        </>
      ) : swr.error ? (
        <LoadError
          heading={t('notFound')}
          reason={tRoot(errorMessageKey(swr.error.code))}
          code={swr.error.code}
          onRetry={() => swr.mutate()}
        />
      ) : (
        <Loader />
      )}

      <div className="grid grid-cols-2 gap-2">
        <Button
          look={open === 'block' ? 'secondary' : 'plain'}
          aria-expanded={open === 'block'}
          onClick={() => setOpen(open === 'block' ? null : 'block')}
          data-testid="open-block-form"
        >
          {t('actions.block')}
        </Button>
        <Button
          look={open === 'vacation' ? 'secondary' : 'plain'}
          aria-expanded={open === 'vacation'}
          onClick={() => setOpen(open === 'vacation' ? null : 'vacation')}
          data-testid="open-vacation-form"
        >
          {t('actions.vacation')}
        </Button>
      </div>
      {open === 'block' ? (
        <BlockDateForm day={day} companies={companies} onSaved={saved} onCancel={() => setOpen(null)} />
      ) : null}
      {open === 'vacation' ? (
        <VacationForm day={day} today={today} onSaved={saved} onCancel={() => setOpen(null)} />
      ) : null}
    </ReadyBox>
  );
}
