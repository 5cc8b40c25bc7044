// /personal-calendar/week: the crew member's jobs of one week, Monday to Sunday, day
// by day, as a page that prints without the shell and as a PDF in their language.
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { getPersonalCalendar } from '@/lib/bff/queries/self-service';
import { apiUrl } from '@/lib/client/api/http';
import { dateFromQuery } from '@/lib/domain/calendar-date';
import { daysWithin } from '@/lib/domain/planning/calendar-month';
import { weekAround } from '@/lib/domain/planning/week';
import { calendarDate, wallSpan } from '@/lib/i18n/formats';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { WeekBar } from '@/app/(shell)/_print/week-bar';

export const generateMetadata = () => titleMetadata('weekSchedule');

type Props = { searchParams: Promise<{ week?: string | string[] }> };

export default async function WeekSchedulePage({ searchParams }: Props) {
  const [t, format, session, today, query] = await Promise.all([
    getTranslations('WeekPrint'),
    getFormatter(),
    getRequestSession(),
    getTenantToday(),
    searchParams,
  ]);
  const personId = session?.type === 'user' ? session.user.personId : null;
  if (personId === null) return <LoadFailed code="NOT_FOUND" />;
  const week = weekAround(dateFromQuery(query.week, today));
  const calendar = await getPersonalCalendar(personId, week.from, week.to);
  if (!calendar.ok) return <LoadFailed code={calendar.code} />;
  const days = daysWithin({ startDate: week.from, endDate: week.to }, week.from, week.to);
  return (
    <div className="flex flex-col gap-4" data-testid="week-schedule">
      <WeekBar
        week={week}
        path="/personal-calendar/week"
        pdfHref={apiUrl(`/persons/${personId}/schedule?week=${week.from}`)}
        heading={t('scheduleHeading', { name: `${session!.user.firstName} ${session!.user.lastName}`.trim() })}
      />
      <ol className="flex flex-col divide-y divide-line rounded-xl bg-app ring-1 ring-line print:ring-0">
        {days.map((day) => {
          const jobs = calendar.data.jobs.filter((j) => daysWithin(j, day, day).length > 0);
          return (
            <li key={day} className="flex flex-col gap-1 p-3 break-inside-avoid" data-testid="week-day" data-date={day}>
              <h3 className="font-semibold">{format.dateTime(calendarDate(day), 'calendarWeekdayLong')}</h3>
              {jobs.length === 0 ? (
                <p className="text-sm text-muted">{t('noJobs')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {jobs.map((j) => (
                    <li key={j.id} data-testid="week-job">
                      <span className="font-medium tabular-nums">{wallSpan(format, j.startTime, j.endTime)}</span>{' '}
                      {`${j.function.name}, ${j.crew.name} (${j.project.name})`}
                      {j.location ? <span className="block text-sm text-muted">{j.location.name}</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
