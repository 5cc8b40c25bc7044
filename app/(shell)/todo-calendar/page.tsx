// /todo-calendar (rules §2, §3): the planners' to-dos of a month by due day, with the
// filters done or open, project and recipient; add, edit, complete and delete.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getTenantToday } from '@/lib/bff/render-context';
import { getActivities, getActivityFilterOptions, getActivityTypes } from '@/lib/bff/queries/activities';
import { parseTodoFilters, todoActivityQuery } from '@/lib/domain/activities/calendar-filters';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { TodoCalendarView } from './_components/todo-calendar-view';
import { LiveLists } from '@/app/_components/live/lazy-live-lists';
import { pathOf } from '@/lib/domain/endpoint';
import { listActivities } from '@/lib/domain/activities/endpoints';

export const generateMetadata = () => titleMetadata('todoCalendar');

export default async function TodoCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, today, query] = await Promise.all([getTranslations('TodoCalendar'), getTenantToday(), searchParams]);
  const filters = parseTodoFilters(query, today.slice(0, 7));
  const [todos, options, types] = await Promise.all([
    getActivities(todoActivityQuery(filters)),
    getActivityFilterOptions(),
    getActivityTypes(),
  ]);
  if (!options.ok) return <LoadFailed heading={t('notFound')} code={options.code} />;
  return (
    <>
      <LiveLists matches={[{ topics: ['activity'] }]} lists={[pathOf(listActivities)]} page={false} />
      <TodoCalendarView
        initialFilters={filters}
        initial={todos.ok ? { ok: true, data: todos.data } : { ok: false, code: todos.code }}
        options={options.data}
        types={types.ok ? types.data : []}
        today={today}
      />
    </>
  );
}
