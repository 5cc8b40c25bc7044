'use client';
// One to-do: caption, type and category, recipient, priority, project and body; complete (or
// open again), edit, and delete after a confirmation.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { errorMessageKey } from '@/lib/client/error-message';
import { ApiClientError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { completeActivity, deleteActivity, reopenActivity } from '@/lib/client/api/activities';
import type { TActivity } from '@/lib/domain/activities';

export function TodoItem({
  todo,
  onEdit,
  onChanged,
}: {
  todo: TActivity;
  onEdit: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const t = useTranslations('TodoCalendar');
  const tRoot = useTranslations();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await onChanged();
    } catch (err) {
      toast.error(tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
    } finally {
      setBusy(false);
    }
  };

  const details = [todo.type?.name, todo.category].filter(Boolean).join(' · ');
  return (
    <li
      data-testid="todo-item"
      data-todo-id={todo.id}
      data-done={todo.done || undefined}
      aria-labelledby={`todo-${todo.id}`}
      className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
    >
      <div className="flex items-start justify-between gap-3">
        <h4 id={`todo-${todo.id}`} className={`font-semibold ${todo.done ? 'text-muted line-through' : ''}`}>
          {todo.caption}
        </h4>
        <StatusBadge testId="todo-status">
          {todo.done ? t('done') : t('priority', { priority: todo.priority })}
        </StatusBadge>
      </div>
      {details ? <p className="text-sm">{details}</p> : null}
      <p className="text-sm text-muted">
        {t('for', { recipient: todo.parameters.recipient })}
        {todo.project ? ` · ${todo.project.number} ${todo.project.name}` : ''}
      </p>
      {todo.body ? <p className="text-sm whitespace-pre-line">{todo.body}</p> : null}
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        {todo.done ? (
          <Button
            busy={busy}
            onClick={() => void run(() => reopenActivity(todo.id), t('reopened'))}
            aria-label={t('reopenLabel', { caption: todo.caption })}
          >
            {t('reopen')}
          </Button>
        ) : (
          <Button
            look="primary"
            busy={busy}
            data-testid="todo-complete"
            onClick={() => void run(() => completeActivity(todo.id), t('completed'))}
            aria-label={t('completeLabel', { caption: todo.caption })}
          >
            {t('complete')}
          </Button>
        )}
        <Button disabled={busy} onClick={onEdit} aria-label={t('editLabel', { caption: todo.caption })}>
          {t('edit')}
        </Button>
        <ConfirmButton
          quiet
          label={t('delete')}
          question={t('deleteQuestion', { caption: todo.caption })}
          confirmLabel={t('delete')}
          disabled={busy}
          testId={`todo-delete-${todo.id}`}
          onConfirm={() => run(() => deleteActivity(todo.id), t('deleted'))}
        />
      </div>
    </li>
  );
}
