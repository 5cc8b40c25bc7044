'use client';
// A planner changes the project's own fields (rules §3). The status has its own buttons; every
// check is the schema's (ZProjectUpdate), and the server's refusals land on their fields.
import { useTranslations } from 'next-intl';
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
import { FormActions } from './form-actions';

const loadSchema = once(() => import('@/lib/domain/projects').then((m) => m.ZProjectUpdate));

const RATINGS = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: '★'.repeat(n) }));

export function ProjectEditForm({
  project: p,
  options,
  onSaved,
  onCancel,
}: {
  project: TProjectDetail;
  options: TPlannerOptions;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const form = useDomainForm<TProjectUpdate>({
    schema: loadSchema,
    defaultValues: {
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
    },
  });
  const onSubmit = form.submit(async (values) => {
    await updateProject(p.id, values);
    toast.success(t('projectSaved'));
    await onSaved();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="project-edit-form">
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
      <IdSelectField form={form} name="rating" label={t('rating')} options={RATINGS} none={t('noRating')} />
      <TextareaField form={form} name="comment" label={t('comment')} rows={3} />
      <FormActions busy={form.busy} label={t('save')} onCancel={onCancel} />
    </form>
  );
}
