// A period of two calendar dates, as "1 Jun 2026 – 30 Jun 2026" in the user's locale.
import { useFormatter } from 'next-intl';
import { calendarDate, dateRange } from '@/lib/i18n/formats';

export function Period({ start, end }: { start: string; end: string }) {
  const format = useFormatter();
  return <>{dateRange(format, calendarDate(start), calendarDate(end), 'calendarDayYear')}</>;
}

export function CalendarDay({ date }: { date: string }) {
  const format = useFormatter();
  return <>{format.dateTime(calendarDate(date), 'calendarDayYear')}</>;
}
