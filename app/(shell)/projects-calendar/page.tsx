// /projects-calendar (rules §2, §4, §9): a month of projects, from its first to its last day,
// coloured confirmed, quoted or design client; previous and next month; a day opens its list
// below the month, and each project its page. Plain links: it works before any script has run.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getTenantToday } from '@/lib/bff/render-context';
import { calendarDate } from '@/lib/i18n/formats';
import { getProjects } from '@/lib/bff/queries/projects';
import { dayDots, monthRange, monthWeeks, parseMonth, runsOn, shiftMonth } from '@/lib/domain/projects/calendar-month';
import { CALENDAR_STATES, calendarStateOf } from '@/lib/domain/projects/statuses';
import { dateFromQuery } from '@/lib/domain/primitives';
import { LoadError } from '@/app/_components/ui/load-error';
import { CALENDAR_STATE_CLASS } from '@/app/(shell)/_projects/project-status';
import { ProjectRow } from '@/app/(shell)/_projects/project-row';

export const generateMetadata = () => titleMetadata('projectsCalendar');

/** Dots a day shows before "+n". */
const DOTS = 3;

export default async function ProjectsCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [query, today, t, tRoot, format] = await Promise.all([
    searchParams,
    getTenantToday(),
    getTranslations('ProjectsCalendar'),
    getTranslations(),
    getFormatter(),
  ]);
  const month = parseMonth(query.month, today);
  const { from, to } = monthRange(month);
  const picked = dateFromQuery(query.day, '');
  const day = picked >= from && picked <= to ? picked : null;
  const result = await getProjects({ from, to });
  const projects = result.ok ? [...result.data].sort((a, b) => a.beginDate.localeCompare(b.beginDate)) : [];
  const weeks = monthWeeks(month);
  const href = (m: string, d?: string) => `/projects-calendar?month=${m}${d ? `&day=${d}` : ''}`;
  const shown = day ? projects.filter((p) => runsOn(p, day)) : projects;

  return (
    <div className="flex flex-col gap-4" data-testid="projects-calendar" data-month={month}>
      <nav aria-label={t('monthNav')} className="flex items-center justify-between gap-2">
        <Link
          href={href(shiftMonth(month, -1))}
          className="flex min-h-12 min-w-12 items-center justify-center rounded-lg ring-1 ring-line"
          aria-label={t('previous')}
          data-testid="calendar-previous"
        >
          ‹
        </Link>
        <h2 className="text-lg font-semibold" data-testid="calendar-month">
          {format.dateTime(calendarDate(from), 'calendarMonth')}
        </h2>
        <Link
          href={href(shiftMonth(month, 1))}
          className="flex min-h-12 min-w-12 items-center justify-center rounded-lg ring-1 ring-line"
          aria-label={t('next')}
          data-testid="calendar-next"
        >
          ›
        </Link>
      </nav>
      <ul className="flex flex-wrap gap-3 text-sm" aria-label={t('legend')} data-testid="calendar-legend">
        {CALENDAR_STATES.map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span className={`inline-block size-3 rounded-full ${CALENDAR_STATE_CLASS[s]}`} aria-hidden="true" />
            {t(`states.${s}`)}
          </li>
        ))}
      </ul>
      {!result.ok ? (
        <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />
      ) : null}
      <table className="w-full table-fixed border-separate border-spacing-1 text-center" data-testid="calendar-grid">
        <caption className="sr-only">{format.dateTime(calendarDate(from), 'calendarMonth')}</caption>
        <thead>
          <tr>
            {weeks[0]!.map((_, i) => (
              <th key={i} scope="col" className="text-xs font-medium text-muted">
                {format.dateTime(calendarDate(`2024-01-0${i + 1}`), 'calendarWeekdayShort')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) => {
                if (!d) return <td key={i} />;
                const on = projects.filter((p) => runsOn(p, d));
                const label = t('dayLabel', {
                  date: format.dateTime(calendarDate(d), 'calendarDayLong'),
                  count: on.length,
                });
                return (
                  <td key={i} className="p-0 align-top">
                    <Link
                      href={href(month, d)}
                      aria-current={d === day ? 'date' : undefined}
                      data-testid="calendar-day"
                      data-date={d}
                      data-count={on.length}
                      className={`flex min-h-14 flex-col items-center gap-1 rounded-lg p-1 ring-1 ${d === day ? 'bg-primary text-on-primary ring-primary' : d === today ? 'ring-calendar-date' : 'ring-line'}`}
                    >
                      {/* The name read out is the whole date with its count; the number is what the eye needs. */}
                      <span className="sr-only">{label}</span>
                      <span
                        aria-hidden="true"
                        className={`text-sm ${d === today && d !== day ? 'font-semibold text-calendar-date' : ''}`}
                      >
                        {Number(d.slice(8))}
                      </span>
                      <span className="flex flex-wrap justify-center gap-0.5" aria-hidden="true">
                        {dayDots(on, DOTS).map((p) => (
                          <span
                            key={p.id}
                            className={`size-2 rounded-full ${CALENDAR_STATE_CLASS[calendarStateOf(p.status)]}`}
                            data-state={calendarStateOf(p.status)}
                          />
                        ))}
                        {on.length > DOTS ? (
                          <span className="text-[0.6rem] leading-none">+{on.length - DOTS}</span>
                        ) : null}
                      </span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="calendar-list-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="calendar-list-title" className="text-base font-semibold">
            {day ? format.dateTime(calendarDate(day), 'calendarDayLong') : t('wholeMonth')}
          </h2>
          {day ? (
            <Link href={href(month)} className="text-sm font-medium text-primary underline">
              {t('showMonth')}
            </Link>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <p className="text-muted" data-testid="calendar-empty">
            {day ? t('noneOnDay') : t('noneInMonth')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="calendar-projects">
            {shown.map((p) => (
              <ProjectRow key={p.id} project={p} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
