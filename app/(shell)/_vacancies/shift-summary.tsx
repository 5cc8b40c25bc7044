'use client';
// What a shift is, for crew and planners alike: project, crew and function, the days and daily
// times, the place, and, for a vacancy, how many rows are still open. Vacancies and shift swaps
// show their shift this way.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { placeName } from '@/lib/domain/catalog/places';
import { calendarDate, dateRange, wallSpan } from '@/lib/i18n/formats';
import type { TShift } from '@/lib/domain/planning/shift';

type TSummary = TShift & { rows?: number; openRows?: number };

/** `level`: the heading's level, one below the heading of the list it is in (a page's h1, or a section's h2). */
export function ShiftSummary({ shift, headingId, level = 2 }: { shift: TSummary; headingId: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useTranslations('Vacancies');
  const format = useFormatter();
  const { startDate, endDate } = shift;
  const days =
    endDate && endDate !== startDate
      ? dateRange(format, calendarDate(startDate), calendarDate(endDate), 'calendarDay')
      : format.dateTime(calendarDate(startDate), 'calendarDay');
  return (
    <>
      <Heading id={headingId} className="font-semibold">
        {shift.project.name}
      </Heading>
      <p className="text-sm">
        {shift.crew.name} · {shift.function.name}
      </p>
      <p className="text-sm text-muted" data-testid="vacancy-when">
        {days}, {wallSpan(format, shift.startTime, shift.endTime)}
      </p>
      {shift.location ? <p className="text-sm text-muted">{placeName(shift.location)}</p> : null}
      {shift.openRows !== undefined && shift.rows !== undefined ? (
        <p className="text-sm" data-testid="vacancy-open-rows">
          {t('openRows', { open: shift.openRows, rows: shift.rows })}
        </p>
      ) : null}
    </>
  );
}
