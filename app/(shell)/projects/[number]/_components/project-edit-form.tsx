'use client';
// A planner changes the project's own fields (rules §3). The status has its own buttons; every
// check is the schema's (ZProjectUpdate), and the server's refusals land on their fields. A change
// refused because another planner changed the project meanwhile keeps what was typed
// (useVersionedEdit).
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { useVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { DateField, IdSelectField } from '@/app/_components/form/typed-fields';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { updateProject } from '@/lib/client/api/projects';
import { toast } from '@/lib/client/toast-store';
import type { TProjectDetail, TProjectUpdate } from '@/lib/domain/projects';
import type { TPlannerOptions } from '@/lib/bff/queries/projects';
import { calendarDate } from '@/lib/i18n/formats';
import { FormActions } from './form-actions';

const loadSchema = once(() => import('@/lib/domain/projects').then((m) => m.ZProjectUpdate));

const valuesOf = (p: TProjectDetail): TProjectUpdate => ({
  name: p.name,
  clientId: p.client.id,
  clientMark: p.clientMark ?? '',
  companyId: p.company.id,
  branchId: p.branch?.id ?? null,
  beginDate: p.beginDate,
  endDate: p.endDate,
  reference: p.reference ?? '',
  rateCardId: p.rateCard?.id ?? null,
  defaultCateringType: p.defaultCateringType ?? '',
  rating: p.rating,
  comment: p.comment ?? '',
  projectTypeId: p.projectType?.id ?? null,
});

export function ProjectEditForm({
  project: p,
  options,
  onSaved,
  onStale,
  onCancel,
}: {
  project: TProjectDetail;
  options: TPlannerOptions;
  onSaved: () => Promise<void>;
  /** Reads the project again (another planner changed it): the form stays open. */
  onStale?: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const tPage = useTranslations('ProjectPage');
  // "4 out of 5": words, as a select's options are drawn in the typeface alone (ui/sign.tsx).
  const ratings = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: tPage('ratingValue', { rating: n }) }));
  const format = useFormatter();
  const form = useDomainForm<TProjectUpdate>({ schema: loadSchema, defaultValues: valuesOf(p) });
  const edit = useVersionedEdit({
    record: p,
    valuesOf,
    reset: form.reset,
    fields: {
      name: t('name'),
      clientId: t('client'),
      clientMark: t('clientMark'),
      beginDate: t('beginDate'),
      endDate: t('endDate'),
      projectTypeId: t('projectType'),
      companyId: t('company'),
      branchId: t('branch'),
      reference: t('reference'),
      rateCardId: t('rateCard'),
      defaultCateringType: t('catering'),
      rating: t('rating'),
      comment: t('comment'),
    },
    shown: (field, now) => {
      const named = {
        clientId: now.client,
        companyId: now.company,
        branchId: now.branch,
        rateCardId: now.rateCard,
        projectTypeId: now.projectType,
      };
      if (field in named) return named[field as keyof typeof named]?.name ?? t('none');
      if (field === 'beginDate' || field === 'endDate') return format.dateTime(calendarDate(now[field]), 'calendarDay');
      if (field === 'rating') return now.rating === null ? t('noRating') : tPage('ratingValue', { rating: now.rating });
      return String(valuesOf(now)[field] ?? '');
    },
    onStale,
  });
  const onSubmit = form.submit(async (values) => {
    if (!(await edit.save((version) => updateProject(p.id, values, version)))) return;
    toast.success(t('projectSaved'));
    await onSaved();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="project-edit-form">
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="name" label={t('name')} />
      <IdSelectField form={form} name="clientId" label={t('client')} options={options.clients} />
      <TextField form={form} name="clientMark" label={t('clientMark')} />
      <div className="grid grid-cols-2 gap-3">
        <DateField form={form} name="beginDate" label={t('beginDate')} />
        <DateField form={form} name="endDate" label={t('endDate')} />
      </div>
      <IdSelectField
        form={form}
        name="projectTypeId"
        label={t('projectType')}
        options={options.projectTypes}
        none={t('none')}
      />
      <IdSelectField form={form} name="companyId" label={t('company')} options={options.companies} />
      <IdSelectField form={form} name="branchId" label={t('branch')} options={options.branches} none={t('none')} />
      <TextField form={form} name="reference" label={t('reference')} />
      <IdSelectField form={form} name="rateCardId" label={t('rateCard')} options={options.rateCards} none={t('none')} />
      <TextField form={form} name="defaultCateringType" label={t('catering')} />
      <IdSelectField form={form} name="rating" label={t('rating')} options={ratings} none={t('noRating')} />
      <TextareaField form={form} name="comment" label={t('comment')} rows={3} />
      <FormActions busy={form.busy} label={t('save')} onCancel={onCancel} />
    </form>
  );
}
