'use client';
// The project's to-dos for planners: open ones first by due date and priority, and a form to
// add one (due tomorrow, priority 1: rules §9).
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useProjectTodos } from '@/lib/client/api/projects';
import type { TActivity } from '@/lib/domain/activities';
import { calendarDate } from '@/lib/i18n/formats';
import { Card } from '@/app/_components/ui/card';
import { Button } from '@/app/_components/ui/buttons';
import { TodoForm } from './lazy-forms';

export function ProjectTodos({ projectId, initial }: { projectId: number; initial: TActivity[] }) {
  const t = useTranslations('ProjectPage');
  const format = useFormatter();
  const { data = initial, mutate } = useProjectTodos(projectId, initial);
  const [adding, setAdding] = useState(false);
  const open = data.filter((a) => !a.done);
  return (
    <Card id="project-todos" title={t('todos')}>
      {open.length === 0 ? (
        <p className="text-muted">{t('noTodos')}</p>
      ) : (
        <ul className="mb-3 divide-y divide-line" data-testid="project-todo-list">
          {open.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-3 py-2" data-testid="project-todo">
              <span>
                <span className="font-medium">{a.caption}</span>
                {a.recipientPerson || a.recipientGroup ? (
                  <span className="block text-sm text-muted">{a.recipientPerson?.name ?? a.recipientGroup}</span>
                ) : null}
              </span>
              <span className="shrink-0 text-right text-sm">
                {a.dueDate ? format.dateTime(calendarDate(a.dueDate), 'calendarDay') : null}
                <span className="block text-xs text-muted">{t('priority', { priority: a.priority })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <TodoForm
          projectId={projectId}
          onCancel={() => setAdding(false)}
          onSaved={async () => {
            setAdding(false);
            await mutate();
          }}
        />
      ) : (
        <Button onClick={() => setAdding(true)} data-testid="add-todo">
          {t('addTodo')}
        </Button>
      )}
    </Card>
  );
}
