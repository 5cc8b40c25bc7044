'use client';
// What a vacancy is, for crew and planners alike: project, crew and function, the days and
// daily times, the place, and how many rows are still open.
import { useFormatter, useTranslations } from 'next-intl';
import { placeName } from '@/lib/domain/catalog/map-link';
import { calendarDate, dateRange } from '@/lib/i18n/formats';
import type { TVacancy } from '@/lib/domain/vacancies';

type TSummary = Omit<TVacancy, 'application'>;

export function VacancySummary({ vacancy, headingId }: { vacancy: TSummary; headingId: string }) {
  const t = useTranslations('Vacancies');
  const format = useFormatter();
  const { startDate, endDate } = vacancy;
  const days =
    endDate && endDate !== startDate
      ? dateRange(format, calendarDate(startDate), calendarDate(endDate), 'calendarDay')
      : format.dateTime(calendarDate(startDate), 'calendarDay');
  return (
    <>
      <h3 id={headingId} className="font-semibold">
        {vacancy.project.name}
      </h3>
      <p className="text-sm">
        {vacancy.crew.name} · {vacancy.function.name}
      </p>
      <p className="text-sm text-muted" data-testid="vacancy-when">
        {days}, {vacancy.startTime}–{vacancy.endTime}
      </p>
      {vacancy.location ? <p className="text-sm text-muted">{placeName(vacancy.location)}</p> : null}
      <p className="text-sm" data-testid="vacancy-open-rows">
        {t('openRows', { open: vacancy.openRows, rows: vacancy.rows })}
      </p>
    </>
  );
}
