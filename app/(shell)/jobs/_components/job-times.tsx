'use client';
// Date and times of a job in the tenant's zone; a night shift's end shows its own day.
import { useFormatter, useTimeZone } from 'next-intl';
import { endsOnLaterDay } from '@/app/(shell)/_jobs/job-format';

export function JobTimes({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const format = useFormatter();
  const timeZone = useTimeZone() ?? 'Europe/Amsterdam';
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const laterDay = endsOnLaterDay(startsAt, endsAt, timeZone);
  return (
    <span data-testid="job-times">
      <time dateTime={startsAt}>
        {format.dateTime(start, 'weekday')} {format.dateTime(start, 'time')}
      </time>
      {' – '}
      <time dateTime={endsAt}>
        {laterDay ? `${format.dateTime(end, 'weekday')} ` : ''}
        {format.dateTime(end, 'time')}
      </time>
    </span>
  );
}
