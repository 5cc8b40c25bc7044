'use client';
// A new to-do or a change to one (rules §3): caption, body, type, category, a recipient person or
// group, due date, priority and project. The schema is the domain's; the server checks again.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SelectField } from '@/app/_components/form/select-field';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { DateField, IdSelectField, NumberField } from '@/app/_components/form/typed-fields';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { createActivity, updateActivity } from '@/lib/client/api/activities';
import { toast } from '@/lib/client/toast-store';
import {
  ACTIVITY_DEFAULT_PRIORITY,
  ACTIVITY_PRIORITY_MAX,
  ACTIVITY_PRIORITY_MIN,
} from '@/lib/domain/activities/priority';
import type { TActivity, TActivityFilterOptions, TActivityInput, TActivityType } from '@/lib/domain/activities';

const loadSchema = once(() => import('@/lib/domain/activities').then((m) => m.ZActivityInput));

export function TodoForm({
  todo,
  options,
  types,
  defaultDueDate,
  onSaved,
  onCancel,
}: {
  todo?: TActivity;
  options: TActivityFilterOptions;
  types: TActivityType[];
  defaultDueDate: string;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('TodoCalendar');
  const form = useDomainForm<TActivityInput>({
    schema: loadSchema,
    defaultValues: {
      caption: todo?.caption ?? '',
      body: todo?.body ?? '',
      typeId: todo?.type?.id ?? null,
      category: todo?.category ?? '',
      recipientPersonId: todo?.recipientPerson?.id ?? null,
      recipientGroup: todo?.recipientGroup ?? (todo ? '' : 'Planners'),
      dueDate: todo ? todo.dueDate : defaultDueDate,
      priority: todo?.priority ?? ACTIVITY_DEFAULT_PRIORITY,
      projectId: todo?.project?.id ?? null,
    },
    messages: { recipientPersonId: { invalid: t('recipientNeeded') } },
  });
  const onSubmit = form.submit(async (values) => {
    if (todo) await updateActivity(todo.id, values);
    else await createActivity(values);
    toast.success(t(todo ? 'saved' : 'added'));
    await onSaved();
  });
  const id = (name: string) => `todo-${todo?.id ?? 'new'}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="todo-form">
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="caption" id={id('caption')} label={t('caption')} />
      <TextareaField form={form} name="body" id={id('body')} label={t('body')} rows={2} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <IdSelectField form={form} name="typeId" id={id('type')} label={t('type')} options={types} none="—" />
        <TextField form={form} name="category" id={id('category')} label={t('category')} />
        <IdSelectField
          form={form}
          name="recipientPersonId"
          id={id('person')}
          label={t('recipientPerson')}
          options={options.recipients}
          none="—"
        />
        <SelectField
          form={form}
          name="recipientGroup"
          id={id('group')}
          label={t('recipientGroup')}
          options={options.groups.map((g) => ({ value: g, label: g }))}
          placeholder="—"
        />
        <DateField form={form} name="dueDate" id={id('due')} label={t('dueDate')} />
        <NumberField
          form={form}
          name="priority"
          id={id('priority')}
          label={t('priorityLabel')}
          hint={t('priorityHint')}
          min={ACTIVITY_PRIORITY_MIN}
          max={ACTIVITY_PRIORITY_MAX}
        />
      </div>
      <IdSelectField
        form={form}
        name="projectId"
        id={id('project')}
        label={t('project')}
        options={options.projects.map((p) => ({ id: p.id, name: `${p.number} ${p.name}` }))}
        none="—"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <SubmitButton busy={form.busy}>{t(todo ? 'save' : 'add')}</SubmitButton>
        </div>
        <Button disabled={form.busy} onClick={onCancel} className="flex-1">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
