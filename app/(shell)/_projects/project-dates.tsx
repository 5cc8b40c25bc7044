// The days a project or crew runs, as a range of calendar dates (one date when it is one day).
import { useFormatter } from 'next-intl';
import { calendarDate, dateRange } from '@/lib/i18n/formats';

export function ProjectDates({ from, to }: { from: string; to: string | null }) {
  const format = useFormatter();
  if (!to || to === from) return <>{format.dateTime(calendarDate(from), 'calendarDayYear')}</>;
  return <>{dateRange(format, calendarDate(from), calendarDate(to), 'calendarDayYear')}</>;
}
