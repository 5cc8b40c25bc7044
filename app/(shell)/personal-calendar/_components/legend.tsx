'use client';
// rules §4 planning colours, named, so that the grid's colours are never the only clue.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { BAR } from '../_lib/tones';
import type { TTone } from '../_lib/calendar-entries';

const TONES: TTone[] = ['confirmed', 'requested', 'blocked', 'vacation', 'vacationApproved'];

export function Legend() {
  const t = useTranslations('PersonalCalendarPage.legend');
  return (
    <ul
      aria-label={t('title')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
      data-testid="calendar-legend"
    >
      {TONES.map((tone) => (
        <li key={tone} className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block h-2 w-4 rounded-full ${BAR[tone]}`} />
          {t(tone)}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-3 w-3 rounded outline outline-2 outline-plan-overlap" />
        {t('overlap')}
      </li>
    </ul>
  );
}
