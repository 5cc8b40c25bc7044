'use client';
// A planner creates or changes a crew: name, location, days, crew chief, the client's contact
// on site and a comment (ZProjectCrewCreate / ZProjectCrewUpdate). A change refused because
// another planner changed the crew meanwhile keeps what was typed (useVersionedEdit).
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
import { createCrew, updateCrew } from '@/lib/client/api/planning';
import { toast } from '@/lib/client/toast-store';
import type { TProjectCrew, TProjectCrewUpdate } from '@/lib/domain/planning';
import type { TProjectDetail } from '@/lib/domain/projects';
import type { TPlannerOptions } from '@/lib/bff/queries/projects';
import { calendarDate } from '@/lib/i18n/formats';
import { FormActions } from './form-actions';

const loadSchema = once(() => import('@/lib/domain/planning').then((m) => m.ZProjectCrewUpdate));

const valuesOf = (project: TProjectDetail, crew?: TProjectCrew): TProjectCrewUpdate => ({
  name: crew?.name ?? '',
  locationId: crew?.location?.id ?? null,
  startDate: crew?.startDate ?? project.beginDate,
  endDate: crew?.endDate ?? null,
  crewChiefId: crew?.crewChief?.id ?? null,
  contactOnSiteId: crew?.contactOnSite?.id ?? null,
  comment: crew?.comment ?? '',
});

export function CrewForm({
  project,
  crew,
  options,
  onSaved,
  onStale,
  onCancel,
}: {
  project: TProjectDetail;
  crew?: TProjectCrew;
  options: TPlannerOptions;
  onSaved: () => Promise<void>;
  /** Reads the crew again (another planner changed it): the form stays open. */
  onStale?: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const format = useFormatter();
  // The update schema checks both: a new crew needs the same name and dates as a changed one.
  const form = useDomainForm<TProjectCrewUpdate>({ schema: loadSchema, defaultValues: valuesOf(project, crew) });
  const edit = useVersionedEdit({
    record: crew,
    valuesOf: (now: TProjectCrew) => valuesOf(project, now),
    reset: form.reset,
    fields: {
      name: t('crewName'),
      locationId: t('location'),
      startDate: t('startDate'),
      endDate: t('endDate'),
      crewChiefId: t('crewChief'),
      contactOnSiteId: t('contactOnSite'),
      comment: t('comment'),
    },
    shown: (field, now) => {
      if (field === 'locationId') return now.location?.name ?? t('none');
      if (field === 'crewChiefId') return now.crewChief?.name ?? t('none');
      if (field === 'contactOnSiteId') return now.contactOnSite?.name ?? t('none');
      if (field === 'startDate' || field === 'endDate')
        return now[field] ? format.dateTime(calendarDate(now[field]), 'calendarDay') : t('none');
      return now[field] ?? '';
    },
    onStale,
  });
  const onSubmit = form.submit(async (values) => {
    const input = {
      ...values,
      name: values.name ?? '',
      startDate: values.startDate ?? '',
      comment: values.comment || null,
    };
    if (crew) {
      if (!(await edit.save((version) => updateCrew(crew.id, input, version)))) return;
    } else await createCrew({ ...input, projectId: project.id });
    toast.success(crew ? t('crewSaved', { name: input.name }) : t('crewCreated', { name: input.name }));
    await onSaved();
  });
  const id = (field: string) => `crew-${crew?.id ?? 'new'}-${field}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="crew-form">
      <h3 className="font-semibold">{crew ? t('editCrew') : t('newCrew')}</h3>
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="name" id={id('name')} label={t('crewName')} required />
      <IdSelectField
        form={form}
        name="locationId"
        id={id('location')}
        label={t('location')}
        options={options.locations}
        none={t('none')}
      />
      <div className="grid grid-cols-2 gap-3">
        <DateField form={form} name="startDate" id={id('start')} label={t('startDate')} />
        <DateField form={form} name="endDate" id={id('end')} label={t('endDate')} hint={t('endDateHint')} />
      </div>
      <IdSelectField
        form={form}
        name="crewChiefId"
        id={id('chief')}
        label={t('crewChief')}
        options={options.crewChiefs}
        none={t('none')}
      />
      <IdSelectField
        form={form}
        name="contactOnSiteId"
        id={id('onsite')}
        label={t('contactOnSite')}
        options={options.contactsOnSite}
        none={t('none')}
      />
      <TextareaField form={form} name="comment" id={id('comment')} label={t('comment')} rows={2} />
      <FormActions busy={form.busy} label={crew ? t('save') : t('createCrew')} onCancel={onCancel} />
    </form>
  );
}
