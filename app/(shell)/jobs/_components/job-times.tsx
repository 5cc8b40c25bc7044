'use client';
// Date and times of a job in the tenant's zone; a night shift's end shows its own day.
import { useFormatter, useTimeZone } from 'next-intl';
import { endsOnLaterDay } from '../_lib/job-format';

const DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;

export function JobTimes({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const format = useFormatter();
  const timeZone = useTimeZone() ?? 'Europe/Amsterdam';
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const laterDay = endsOnLaterDay(startsAt, endsAt, timeZone);
  return (
    <span data-testid="job-times">
      <time dateTime={startsAt}>
        {format.dateTime(start, DAY)} {format.dateTime(start, TIME)}
      </time>
      {' – '}
      <time dateTime={endsAt}>
        {laterDay ? `${format.dateTime(end, DAY)} ` : ''}
        {format.dateTime(end, TIME)}
      </time>
    </span>
  );
}
