// The crew items of a crew: function, day(s), times and each row with the person on it. Not
// async, so that the crew page on the server and the kept crew offline both draw it.
import Link from 'next/link';
import { NO_PREFETCH } from '@/app/_components/ui/no-prefetch';
import { useFormatter, useTranslations } from 'next-intl';
import type { TCrewItem } from '@/lib/domain/planning';
import { jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { calendarDate, wallSpan } from '@/lib/i18n/formats';
import { StatusBadge } from '@/app/_components/ui/status-badge';

export function CrewItemsList({
  crewId,
  items,
  linkPeople,
}: {
  crewId: number;
  items: TCrewItem[];
  linkPeople: boolean;
}) {
  const t = useTranslations('CrewPage');
  const tJobs = useTranslations('JobsPage');
  const format = useFormatter();
  if (items.length === 0) return <p className="text-muted">{t('noItems')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const days =
          item.endDate && item.endDate !== item.startDate
            ? `${format.dateTime(calendarDate(item.startDate), 'calendarDay')} – ${format.dateTime(calendarDate(item.endDate), 'calendarDay')}`
            : format.dateTime(calendarDate(item.startDate), 'calendarDay');
        const night = item.endTime.slice(0, 5) <= item.startTime.slice(0, 5);
        return (
          <li key={item.id} data-testid="crew-item" className="rounded-lg p-3 ring-1 ring-line">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{item.function.name}</h3>
              <span className="text-sm text-muted">{t('rowsCount', { count: item.rows })}</span>
            </div>
            <p className="text-sm">
              {days} · {wallSpan(format, item.startTime, item.endTime)}
              {night ? ` ${t('nextDay')}` : ''}
            </p>
            {item.status === 'notNeeded' ? <p className="text-sm font-medium text-danger">{t('notNeeded')}</p> : null}
            <ol className="mt-2 divide-y divide-line text-sm">
              {item.positions.map((p) => (
                <li key={p.rowNo} className="flex min-h-10 items-center justify-between gap-2 py-1">
                  <span>
                    <span className="text-muted">{t('row', { row: p.rowNo })} </span>
                    {p.assignment ? (
                      linkPeople ? (
                        <Link
                          href={`/crews/${crewId}/contact-crew-member/${p.assignment.person.id}`}
                          prefetch={NO_PREFETCH}
                          className="font-medium text-primary underline underline-offset-2"
                        >
                          {p.assignment.person.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{p.assignment.person.name}</span>
                      )
                    ) : (
                      <span className="italic text-muted">{t('openRow')}</span>
                    )}
                  </span>
                  {p.assignment ? (
                    <StatusBadge>{tJobs(`statuses.${jobStatusKey(p.assignment.status)}`)}</StatusBadge>
                  ) : null}
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
