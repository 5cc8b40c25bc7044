import { getTranslations } from 'next-intl/server';
import { getCrewsOn } from '@/lib/bff/queries/planning';
import { getOpenActivities } from '@/lib/bff/queries/activities';
import { getTenantToday } from '@/lib/bff/render-context';
import { calendarDate } from '@/lib/i18n/formats';
import { DataSection } from '@/app/_components/ui/data-section';
import { VacationRequestsSection } from '@/app/(shell)/_vacations/vacation-requests-section';

export async function PlannerSections() {
  const today = await getTenantToday();
  const [t, crews, todos] = await Promise.all([getTranslations('HomePage'), getCrewsOn(today), getOpenActivities(5)]);
  return (
    <>
      <DataSection
        id="today-crews"
        testId="home-today-crews"
        failed={t('loadFailed')}
        title={t('todayCrews', { date: calendarDate(today) })}
        result={crews}
        empty={t('noCrewsToday')}
      >
        {(items) => (
          <ul className="divide-y divide-line">
            {items.map((crew) => (
              <li key={crew.id} className="py-3 first:pt-0 last:pb-0">
                <p className="font-medium">{crew.name}</p>
                <p className="text-sm text-muted">
                  {t('projectLine', { number: crew.project.number, name: crew.project.name })}
                </p>
                {crew.location || crew.crewChief ? (
                  <p className="text-sm">
                    {[crew.location?.name, crew.crewChief ? t('crewChiefName', { name: crew.crewChief.name }) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DataSection>
      <DataSection
        id="open-todos"
        testId="home-open-todos"
        failed={t('loadFailed')}
        title={t('openTodos')}
        result={todos}
        empty={t('noOpenTodos')}
      >
        {(items) => (
          <ul className="divide-y divide-line">
            {items.map((todo) => (
              <li key={todo.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <span>{todo.caption}</span>
                {todo.dueDate ? (
                  <span
                    className={`shrink-0 text-sm ${todo.dueDate.slice(0, 10) < today ? 'font-medium text-danger' : 'text-muted'}`}
                  >
                    {todo.dueDate.slice(0, 10) < today
                      ? t('overdue', { date: calendarDate(todo.dueDate) })
                      : t('due', { date: calendarDate(todo.dueDate) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DataSection>
      <VacationRequestsSection />
    </>
  );
}
