'use client';
// A planner creates or changes a crew item (rules §3): function, start and end date (the end is
// optional: one day), start and end time, rows, catering and comment, and whether its open rows
// are published to crew as a vacancy. A change keeps its status
// and asks the people on it to look again (the server marks them "has changed"). A change refused
// because another planner changed the item meanwhile keeps what this planner typed, and shows who
// changed what (ConflictNotice): they save theirs over it, or keep the other change.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { useVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { CheckboxField } from '@/app/_components/form/checkbox-field';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { DateField, IdSelectField, NumberField } from '@/app/_components/form/typed-fields';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { createCrewItem, updateCrewItem } from '@/lib/client/api/planning';
import { toast } from '@/lib/client/toast-store';
import type { TCrewItemCreate, TProjectCrewItem } from '@/lib/domain/planning';
import { calendarDate } from '@/lib/i18n/formats';
import { FormActions } from './form-actions';

// The crew is the page's; the rest is what the planner fills in.
const loadSchema = once(() => import('@/lib/domain/planning').then((m) => m.ZCrewItemDetails));

type TValues = Omit<TCrewItemCreate, 'projectCrewId'>;

const valuesOf = (item: TProjectCrewItem | undefined, crew: { startDate?: string }, functionId?: number): TValues => ({
  functionId: item?.function.id ?? functionId!,
  startDate: item?.startDate ?? crew.startDate ?? '',
  endDate: item?.endDate ?? null,
  startTime: item?.startTime ?? '08:00',
  endTime: item?.endTime ?? '17:00',
  rows: item?.rows ?? 1,
  catering: item?.catering ?? '',
  comment: item?.comment ?? '',
  isVacancy: item?.isVacancy ?? false,
});

export function CrewItemForm({
  crew,
  item,
  functions,
  onSaved,
  onStale,
  onCancel,
}: {
  crew: { id: number; startDate?: string };
  item?: TProjectCrewItem;
  functions: { id: number; name: string }[];
  onSaved: () => Promise<void>;
  /** Reads the item again (another planner changed it): the form stays open. */
  onStale?: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const tConflict = useTranslations('Conflict');
  const format = useFormatter();
  const form = useDomainForm<TValues>({ schema: loadSchema, defaultValues: valuesOf(item, crew, functions[0]?.id) });
  const edit = useVersionedEdit({
    record: item,
    valuesOf: (now: TProjectCrewItem) => valuesOf(now, crew),
    reset: form.reset,
    fields: {
      functionId: t('function'),
      startDate: t('startDate'),
      endDate: t('endDate'),
      startTime: t('startTime'),
      endTime: t('endTime'),
      rows: t('rows'),
      catering: t('catering'),
      comment: t('comment'),
      isVacancy: t('isVacancy'),
    },
    shown: (field, now) => {
      if (field === 'functionId') return now.function.name;
      if (field === 'isVacancy') return now.isVacancy ? tConflict('yes') : tConflict('no');
      if (field === 'startDate' || field === 'endDate')
        return now[field] ? format.dateTime(calendarDate(now[field]), 'calendarDay') : '–';
      return String(now[field] ?? '–');
    },
    onStale,
  });
  const onSubmit = form.submit(async (values) => {
    const input = { ...values, catering: values.catering || null, comment: values.comment || null };
    if (item) {
      if (!(await edit.save((version) => updateCrewItem(item.id, input, version)))) return;
    } else await createCrewItem({ ...input, projectCrewId: crew.id });
    toast.success(item ? t('itemSaved') : t('itemCreated'));
    await onSaved();
  });
  const id = (field: string) => `item-${item?.id ?? `new-${crew.id}`}-${field}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="crew-item-form">
      <h3 className="font-semibold">{item ? t('editItem') : t('newItem')}</h3>
      {item && item.positions.some((p) => p.assignment) ? (
        <FormMessage kind="info">{t('itemChangeWarning')}</FormMessage>
      ) : null}
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <IdSelectField form={form} name="functionId" id={id('function')} label={t('function')} options={functions} />
      <div className="grid grid-cols-2 gap-3">
        <DateField form={form} name="startDate" id={id('start')} label={t('startDate')} />
        <DateField form={form} name="endDate" id={id('end')} label={t('endDate')} hint={t('endDateHint')} />
        <TextField form={form} name="startTime" id={id('from')} label={t('startTime')} type="time" />
        <TextField form={form} name="endTime" id={id('to')} label={t('endTime')} type="time" hint={t('endTimeHint')} />
      </div>
      <NumberField form={form} name="rows" id={id('rows')} label={t('rows')} min={1} />
      <TextField form={form} name="catering" id={id('catering')} label={t('catering')} />
      <TextareaField form={form} name="comment" id={id('comment')} label={t('comment')} rows={2} />
      <CheckboxField form={form} name="isVacancy" id={id('vacancy')} label={t('isVacancy')} hint={t('isVacancyHint')} />
      <FormActions busy={form.busy} label={item ? t('save') : t('createItem')} onCancel={onCancel} />
    </form>
  );
}
