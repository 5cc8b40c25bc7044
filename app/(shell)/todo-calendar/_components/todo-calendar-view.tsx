'use client';
// The month's to-dos by due day. The filters live in the URL (month, status, project,
// recipient); SWR keeps the list fresh and every change revalidates it. One form at a time:
// a new to-do, or the one being edited.
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { useActivities, useRevalidateActivities } from '@/lib/client/api/activities';
import {
  TODO_STATUS_FILTERS,
  todoActivityQuery,
  todoFiltersSearch,
  type TTodoFilters,
} from '@/lib/domain/activities/calendar-filters';
import type { TActivity, TActivityFilterOptions, TActivityType } from '@/lib/domain/activities';
import { shiftMonth } from '@/lib/domain/planning/calendar-month';
import { calendarDate } from '@/lib/i18n/formats';
import { TodoItem } from './todo-item';
import { TodoForm } from './todo-form-lazy';

const SELECT = 'min-h-12 w-full rounded-lg bg-app px-3 ring-1 ring-line';

export function TodoCalendarView({
  initialFilters,
  initial,
  options,
  types,
  today,
}: {
  initialFilters: TTodoFilters;
  initial: TInitialList<TActivity>;
  options: TActivityFilterOptions;
  types: TActivityType[];
  today: string;
}) {
  const t = useTranslations('TodoCalendar');
  const format = useFormatter();
  const [filters, setFilters] = useState(initialFilters);
  const [editing, setEditing] = useState<TActivity | 'new' | null>(null);
  const first = filters === initialFilters && initial.ok ? initial.data : undefined;
  const swr = useActivities(todoActivityQuery(filters), first);
  const revalidate = useRevalidateActivities();

  const change = (next: Partial<TTodoFilters>) => {
    const f = { ...filters, ...next };
    setFilters(f);
    window.history.replaceState(null, '', `?${todoFiltersSearch(f)}`);
  };
  const saved = async () => {
    setEditing(null);
    await revalidate();
  };
  const byDay = new Map<string, TActivity[]>();
  for (const a of swr.data ?? []) {
    const day = a.dueDate ?? '';
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  const monthStart = calendarDate(`${filters.month}-01`);

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="todo-calendar">
      <div className="flex items-center justify-between gap-2">
        <Button onClick={() => change({ month: shiftMonth(filters.month, -1) })} aria-label={t('previousMonth')}>
          ‹
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite" data-testid="todo-month">
          {format.dateTime(monthStart, { month: 'long', year: 'numeric', timeZone: 'UTC' })}
        </h2>
        <Button onClick={() => change({ month: shiftMonth(filters.month, 1) })} aria-label={t('nextMonth')}>
          ›
        </Button>
      </div>

      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <legend className="sr-only">{t('filters')}</legend>
        <label className="flex flex-col gap-1 text-sm">
          {t('statusFilter')}
          <select
            className={SELECT}
            value={filters.status}
            data-testid="todo-filter-status"
            onChange={(e) => change({ status: e.target.value as TTodoFilters['status'] })}
          >
            {TODO_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('projectFilter')}
          <select
            className={SELECT}
            value={filters.projectId ?? ''}
            data-testid="todo-filter-project"
            onChange={(e) => change({ projectId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('anyProject')}</option>
            {options.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.number} {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('recipientFilter')}
          <select
            className={SELECT}
            value={filters.recipient}
            data-testid="todo-filter-recipient"
            onChange={(e) => change({ recipient: e.target.value })}
          >
            <option value="">{t('anyRecipient')}</option>
            {options.groups.map((g) => (
              <option key={g} value={`g:${g}`}>
                {g}
              </option>
            ))}
            {options.recipients.map((p) => (
              <option key={p.id} value={`p:${p.id}`}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>

      {editing === 'new' ? (
        <section aria-labelledby="todo-new-title" className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
          <h2 id="todo-new-title" className="mb-3 font-semibold">
            {t('newTodo')}
          </h2>
          <TodoForm
            options={options}
            types={types}
            defaultDueDate={today.startsWith(filters.month) ? today : `${filters.month}-01`}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <Button look="primary" onClick={() => setEditing('new')} data-testid="todo-new">
          {t('newTodo')}
        </Button>
      )}

      <LoadedList
        swr={swr}
        initial={initial}
        failedHeading={t('notFound')}
        empty={t('notFound')}
        emptyTestId="todos-empty"
      >
        {() => (
          <div className="flex flex-col gap-4">
            {[...byDay.entries()].map(([day, todos]) => (
              <section key={day || 'none'} aria-labelledby={`day-${day || 'none'}`} data-testid="todo-day">
                <h3 id={`day-${day || 'none'}`} className="mb-2 text-sm font-semibold text-muted">
                  {day ? format.dateTime(calendarDate(day), 'calendarWeekdayLong') : t('noDueDate')}
                  {day === today ? ` · ${t('today')}` : ''}
                </h3>
                <ul className="flex flex-col gap-2">
                  {todos.map((a) =>
                    editing !== 'new' && editing?.id === a.id ? (
                      <li key={a.id} className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
                        <TodoForm
                          todo={a}
                          options={options}
                          types={types}
                          defaultDueDate={a.dueDate ?? today}
                          onSaved={saved}
                          onCancel={() => setEditing(null)}
                        />
                      </li>
                    ) : (
                      <TodoItem key={a.id} todo={a} onEdit={() => setEditing(a)} onChanged={revalidate} />
                    ),
                  )}
                </ul>
              </section>
            ))}
          </div>
        )}
      </LoadedList>
    </ReadyBox>
  );
}
