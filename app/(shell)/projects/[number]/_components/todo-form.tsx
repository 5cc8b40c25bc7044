'use client';
// A project to-do: a caption and, if wanted, details. It is due tomorrow with priority 1
// (rules §9); the server sets both.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { addProjectTodo } from '@/lib/client/api/projects';
import { toast } from '@/lib/client/toast-store';
import type { TProjectTodoInput } from '@/lib/domain/projects';
import { FormActions } from './form-actions';

const loadSchema = once(() => import('@/lib/domain/projects').then((m) => m.ZProjectTodoInput));

export function TodoForm({
  projectId,
  onSaved,
  onCancel,
}: {
  projectId: number;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const form = useDomainForm<TProjectTodoInput>({ schema: loadSchema, defaultValues: { caption: '', body: '' } });
  const onSubmit = form.submit(async (values) => {
    await addProjectTodo(projectId, values);
    toast.success(t('todoAdded'));
    await onSaved();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="todo-form">
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="caption" label={t('todoCaption')} hint={t('todoHint')} />
      <TextareaField form={form} name="body" label={t('todoBody')} rows={2} />
      <FormActions busy={form.busy} label={t('addTodo')} onCancel={onCancel} />
    </form>
  );
}
