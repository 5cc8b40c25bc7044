'use client';
// The days a project or crew runs, as a range of calendar dates (one date when it is one day).
// A client component, though it reads no state: inside the project page's crews board it
// hydrates, and the client formatter reads the server's text back rather than making an Intl
// object (app/_components/i18n/client-intl.ts).
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { calendarDate, dateRange } from '@/lib/i18n/formats';

export function ProjectDates({ from, to }: { from: string; to: string | null }) {
  const format = useFormatter();
  if (!to || to === from) return <>{format.dateTime(calendarDate(from), 'calendarDayYear')}</>;
  return <>{dateRange(format, calendarDate(from), calendarDate(to), 'calendarDayYear')}</>;
}
