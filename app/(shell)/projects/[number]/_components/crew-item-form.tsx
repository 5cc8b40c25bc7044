'use client';
// A planner creates or changes a crew item (rules §3): function, start and end date (the end is
// optional: one day), start and end time, rows, catering and comment, and whether its open rows
// are published to crew as a vacancy. A change keeps its status
// and asks the people on it to look again (the server marks them "has changed").
import { useTranslations } from 'next-intl';
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
import { FormActions } from './form-actions';

// The crew is the page's; the rest is what the planner fills in.
const loadSchema = once(() => import('@/lib/domain/planning').then((m) => m.ZCrewItemDetails));

type TValues = Omit<TCrewItemCreate, 'projectCrewId'>;

export function CrewItemForm({
  crew,
  item,
  functions,
  onSaved,
  onCancel,
}: {
  crew: { id: number; startDate?: string };
  item?: TProjectCrewItem;
  functions: { id: number; name: string }[];
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const form = useDomainForm<TValues>({
    schema: loadSchema,
    defaultValues: {
      functionId: item?.function.id ?? functions[0]?.id,
      startDate: item?.startDate ?? crew.startDate ?? '',
      endDate: item?.endDate ?? null,
      startTime: item?.startTime ?? '08:00',
      endTime: item?.endTime ?? '17:00',
      rows: item?.rows ?? 1,
      catering: item?.catering ?? '',
      comment: item?.comment ?? '',
      isVacancy: item?.isVacancy ?? false,
    },
  });
  const onSubmit = form.submit(async (values) => {
    const input = { ...values, catering: values.catering || null, comment: values.comment || null };
    if (item) await updateCrewItem(item.id, input);
    else await createCrewItem({ ...input, projectCrewId: crew.id });
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
