'use client';
// Choosing the day of a plus-crew page: the day before and after, a native date picker (the
// phone's own, no library) and a way back to today. The page decides what a change does.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useState } from 'react';
import { isCalendarDate } from '@/lib/domain/calendar-date';
import { addDays } from '@/lib/domain/calendar-days';

type Props = { value: string; today: string; onChange: (date: string) => void; busy?: boolean };

/** The picker's range; a year typed digit by digit passes 0002 and 0020 on its way. */
const MIN = '2000-01-01';
const MAX = '2100-12-31';
const inRange = (date: string) => isCalendarDate(date) && date >= MIN && date <= MAX;

const STEP =
  'flex min-h-12 min-w-12 items-center justify-center rounded-lg bg-soft ring-1 ring-line disabled:opacity-60';

export function DatePicker({ value, today, onChange, busy = false }: Props) {
  const t = useTranslations('PlusCrew.datePicker');
  // What the input shows may run ahead of `value` while the page loads the new day.
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setShown(value);
  }
  const choose = (date: string) => {
    setShown(date);
    if (date !== value) onChange(date);
  };
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="date-picker">
      <button
        type="button"
        className={STEP}
        aria-label={t('previousDay')}
        disabled={busy}
        onClick={() => choose(addDays(shown, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('label')}
        <input
          type="date"
          value={shown}
          min={MIN}
          max={MAX}
          data-testid="date-input"
          onChange={(e) => {
            // The picker's value is empty while a typed date is incomplete.
            if (inRange(e.target.value)) choose(e.target.value);
          }}
          className="min-h-12 rounded-lg border border-line bg-app px-3 text-base"
        />
      </label>
      <button
        type="button"
        className={STEP}
        aria-label={t('nextDay')}
        disabled={busy}
        onClick={() => choose(addDays(shown, 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
      {shown !== today ? (
        <button type="button" className={`${STEP} px-4 font-medium`} disabled={busy} onClick={() => choose(today)}>
          {t('today')}
        </button>
      ) : null}
    </div>
  );
}
