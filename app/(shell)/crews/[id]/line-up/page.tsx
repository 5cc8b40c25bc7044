// /crews/{id}/line-up: who works in the crew in one week, Monday to Sunday, day by
// day and function by function, as a page that prints without the shell and as a PDF. For the
// crew chief and planners, as the PDF is.
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getCrewItems } from '@/lib/bff/queries/planning';
import { apiUrl } from '@/lib/client/api/http';
import { daysWithin } from '@/lib/domain/planning/calendar-month';
import { weekAround } from '@/lib/domain/planning/week';
import { calendarDate, wallSpan } from '@/lib/i18n/formats';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { isLead, loadCrewPage, workDateOf } from '@/app/(shell)/_crew/crew-context';
import { jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { WeekBar } from '@/app/(shell)/_print/week-bar';

export const generateMetadata = () => titleMetadata('crewLineUp');

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ week?: string | string[] }> };

export default async function CrewLineUpPage({ params, searchParams }: Props) {
  const [{ id }, query, t, tJobs, format] = await Promise.all([
    params,
    searchParams,
    getTranslations('WeekPrint'),
    getTranslations('JobsPage'),
    getFormatter(),
  ]);
  const [page, { date }] = await Promise.all([loadCrewPage(id), workDateOf(query.week)]);
  if (!page.crew.ok) return <LoadFailed code={page.crew.code} />;
  if (!page.roles || !isLead(page.roles)) return <LoadFailed code="FORBIDDEN" />;
  const crew = page.crew.data;
  const items = await getCrewItems(crew.id);
  if (!items.ok) return <LoadFailed code={items.code} />;
  const week = weekAround(date);
  const days = daysWithin({ startDate: week.from, endDate: week.to }, week.from, week.to);
  return (
    <div className="flex flex-col gap-4" data-testid="crew-line-up">
      <WeekBar
        week={week}
        path={`/crews/${crew.id}/line-up`}
        pdfHref={apiUrl(`/projectCrews/${crew.id}/lineUp?week=${week.from}`)}
        heading={t('lineUpHeading', { crew: crew.name, project: crew.project.name })}
      />
      <ol className="flex flex-col divide-y divide-line rounded-xl bg-app ring-1 ring-line print:ring-0">
        {days.map((day) => {
          const working = items.data.filter((i) => i.status !== 'notNeeded' && daysWithin(i, day, day).length > 0);
          return (
            <li key={day} className="flex flex-col gap-2 p-3 break-inside-avoid" data-testid="week-day" data-date={day}>
              <h3 className="font-semibold">{format.dateTime(calendarDate(day), 'calendarWeekdayLong')}</h3>
              {working.length === 0 ? (
                <p className="text-sm text-muted">{t('noJobs')}</p>
              ) : (
                working.map((item) => (
                  <section key={item.id} aria-label={item.function.name}>
                    <h4 className="text-sm font-medium">
                      <span className="tabular-nums">{wallSpan(format, item.startTime, item.endTime)}</span>{' '}
                      {item.function.name}
                    </h4>
                    <ul className="text-sm">
                      {item.positions.map((p) => (
                        <li key={p.rowNo} data-testid="line-up-row">
                          {t('row', { row: p.rowNo })}:{' '}
                          {p.assignment
                            ? `${p.assignment.person.name} (${tJobs(`statuses.${jobStatusKey(p.assignment.status)}`)})`
                            : t('openRow')}
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
