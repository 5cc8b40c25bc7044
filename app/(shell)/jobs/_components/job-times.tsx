'use client';
// Date and times of a job in the tenant's zone; a night shift's end shows its own day (its day's
// text differs from the start's). The server's texts when it wrote them (useDateText).
import { useDateText } from '@/app/_components/i18n/server-texts';

// The server writes these texts ahead with jobTimesEntries (app/(shell)/_jobs/job-format.ts).

export function JobTimes({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const text = useDateText();
  const startDay = text(startsAt, 'weekday');
  const endDay = text(endsAt, 'weekday');
  return (
    <span data-testid="job-times">
      <time dateTime={startsAt}>
        {startDay} {text(startsAt, 'time')}
      </time>
      {' – '}
      <time dateTime={endsAt}>
        {endDay !== startDay ? `${endDay} ` : ''}
        {text(endsAt, 'time')}
      </time>
    </span>
  );
}
