'use client';
// Date and times of a job in the tenant's zone; a night shift's end shows its own day (its day's
// text differs from the start's).
import { useFormatter } from '@/app/_components/i18n/client-formatter';

export function JobTimes({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const format = useFormatter();
  const startDay = format.dateTime(new Date(startsAt), 'weekday');
  const endDay = format.dateTime(new Date(endsAt), 'weekday');
  return (
    <span data-testid="job-times">
      <time dateTime={startsAt}>
        {startDay} {format.dateTime(new Date(startsAt), 'time')}
      </time>
      {' – '}
      <time dateTime={endsAt}>
        {endDay !== startDay ? `${endDay} ` : ''}
        {format.dateTime(new Date(endsAt), 'time')}
      </time>
    </span>
  );
}
