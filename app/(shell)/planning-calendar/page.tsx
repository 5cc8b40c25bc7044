// /planning-calendar (rules §2, §4, §9; right planningCalendar): the planning of a month or a
// week in the planning colours, from one month back, filtered by function, crew or person.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getTenantToday } from '@/lib/bff/render-context';
import { getPlanningCalendar } from '@/lib/bff/queries/planning';
import { packPlanningCalendar } from '@/lib/bff/packed-answers';
import { parseCalendarView } from './_components/calendar-view-range';
import { PlanningCalendar } from './_components/planning-calendar';

export const generateMetadata = () => titleMetadata('planningCalendar');

export default async function PlanningCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [query, today] = await Promise.all([searchParams, getTenantToday()]);
  const view = parseCalendarView(query, today);
  const first = await getPlanningCalendar({ from: view.from, to: view.to });
  return (
    <PlanningCalendar
      view={view}
      today={today}
      initial={first.ok ? { ok: true, data: packPlanningCalendar(first.data) } : { ok: false, code: first.code }}
    />
  );
}
