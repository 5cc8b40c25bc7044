// /personal-calendar (rules §2, §4): the crew member's month — jobs, blocked dates and vacation
// in the planning colours — with blocking dates and asking for vacation, and the way to a week to print.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { getPersonalCalendar, getTenantCompanies } from '@/lib/bff/queries/self-service';
import { isMonth, monthOf, monthRange } from '@/lib/domain/planning/calendar-month';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { ActionLink } from '@/app/_components/ui/buttons';
import { CalendarView } from './_components/calendar-view';

export const generateMetadata = () => titleMetadata('personalCalendar');

export default async function PersonalCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, tWeek, session, today, query] = await Promise.all([
    getTranslations('PersonalCalendarPage'),
    getTranslations('WeekPrint'),
    getRequestSession(),
    getTenantToday(),
    searchParams,
  ]);
  const personId = session?.type === 'user' ? session.user.personId : null;
  if (personId === null) return <LoadFailed heading={t('notFound')} code="NOT_FOUND" />;
  // rules §5: a month from the URL counts only when it is one.
  const month = isMonth(query.month) ? query.month : monthOf(today);
  const { from, to } = monthRange(month);
  const [calendar, companies] = await Promise.all([getPersonalCalendar(personId, from, to), getTenantCompanies()]);
  if (!calendar.ok) return <LoadFailed heading={t('notFound')} code={calendar.code} />;
  return (
    <div className="flex flex-col gap-4">
      <CalendarView
        personId={personId}
        initialMonth={month}
        initial={calendar.data}
        today={today}
        companies={companies.ok ? companies.data.map((c) => ({ id: c.id, name: c.name })) : []}
      />
      <ActionLink href={`/personal-calendar/week?week=${today}`} testId="print-week-link">
        {tWeek('scheduleLink')}
      </ActionLink>
    </div>
  );
}
