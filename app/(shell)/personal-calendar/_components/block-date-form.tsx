'use client';
// Block dates: a start, an optional end, a reason and a company (rules §3 "Blocked date"). The
// backend checks the same schema; a confirmed job on the dates is told right after saving.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { CustomField } from '@/app/_components/form/custom-field';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { blockDates } from '@/lib/client/api/personal-calendar';
import { toast } from '@/lib/client/toast-store';

const loadSchema = once(() => import('@/lib/domain/planning').then((m) => m.ZBlockDateCreate));

type TValues = { startDate: string; endDate: string | null; reason: string; companyId: number | null };

type TProps = {
  day: string;
  companies: { id: number; name: string }[];
  onSaved: () => Promise<void>;
  onCancel: () => void;
};

export function BlockDateForm({ day, companies, onSaved, onCancel }: TProps) {
  const t = useTranslations('PersonalCalendarPage.blockForm');
  const defaultValues: TValues = { startDate: day, endDate: null, reason: '', companyId: null };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: {
      startDate: { required: t('startRequired'), date: t('startRequired'), format: t('startRequired') },
      endDate: { invalid: t('endInvalid') },
    },
  });
  const onSubmit = form.submit(async (values) => {
    await blockDates(values);
    toast.success(t('saved'));
    await onSaved();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="block-form-title"
      className="flex flex-col gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      data-testid="block-date-form"
    >
      <h2 id="block-form-title" className="font-semibold">
        {t('title')}
      </h2>
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="startDate" id="block-start" type="date" label={t('startDate')} />
      <CustomField
        form={form}
        name="endDate"
        id="block-end"
        hint={t('endHint')}
        render={({ value, onChange, ...input }) => (
          <>
            <label htmlFor={input.id} className="text-sm font-medium">
              {t('endDate')}
            </label>
            <input
              {...input}
              type="date"
              className={INPUT_CLASS}
              value={value ?? ''}
              onChange={(e) => onChange(e.target.value || null)}
            />
          </>
        )}
      />
      <TextField form={form} name="reason" id="block-reason" label={t('reason')} />
      {companies.length > 0 ? (
        <CustomField
          form={form}
          name="companyId"
          id="block-company"
          render={({ value, onChange, ...input }) => (
            <>
              <label htmlFor={input.id} className="text-sm font-medium">
                {t('company')}
              </label>
              <select
                {...input}
                className={INPUT_CLASS}
                value={value === null ? '' : String(value)}
                onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">{t('anyCompany')}</option>
                {companies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </>
          )}
        />
      ) : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('sending') : t('submit')}</SubmitButton>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </form>
  );
}
