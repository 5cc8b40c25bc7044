'use client';
// Ask for vacation: first and last day, half days at either end, paid or unpaid, a comment
// (rules "Vacation request"). A planner decides later; it can be withdrawn until then.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { CheckboxField } from '@/app/_components/form/checkbox-field';
import { FormMessage } from '@/app/_components/form/form-message';
import { RadioGroupField } from '@/app/_components/form/radio-group-field';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { requestVacation } from '@/lib/client/api/personal-calendar';
import { toast } from '@/lib/client/toast-store';

const loadSchema = once(() => import('@/lib/domain/planning').then((m) => m.ZVacationRequestCreate));

type TValues = {
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  paid: boolean;
  comment: string;
};

type TProps = { day: string; today: string; onSaved: () => Promise<void>; onCancel: () => void };

export function VacationForm({ day, today, onSaved, onCancel }: TProps) {
  const t = useTranslations('PersonalCalendarPage.vacationForm');
  const first = day < today ? today : day;
  const defaultValues: TValues = {
    startDate: first,
    endDate: first,
    startHalfDay: false,
    endHalfDay: false,
    paid: true,
    comment: '',
  };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: {
      startDate: {
        required: t('startRequired'),
        date: t('startRequired'),
        format: t('startRequired'),
        invalid: t('startInvalid'),
      },
      endDate: {
        required: t('endRequired'),
        date: t('endRequired'),
        format: t('endRequired'),
        invalid: t('endInvalid'),
      },
      endHalfDay: { invalid: t('halfDaysInvalid') },
    },
  });
  const onSubmit = form.submit(async (values) => {
    await requestVacation(values);
    toast.success(t('saved'));
    await onSaved();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="vacation-form-title"
      className="flex flex-col gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      data-testid="vacation-form"
    >
      <h2 id="vacation-form-title" className="font-semibold">
        {t('title')}
      </h2>
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="startDate" id="vacation-start" type="date" min={today} label={t('startDate')} />
        <TextField form={form} name="endDate" id="vacation-end" type="date" min={today} label={t('endDate')} />
      </div>
      <CheckboxField form={form} name="startHalfDay" id="vacation-start-half" label={t('startHalfDay')} />
      <CheckboxField form={form} name="endHalfDay" id="vacation-end-half" label={t('endHalfDay')} />
      <RadioGroupField
        form={form}
        name="paid"
        id="vacation-paid"
        label={t('kind')}
        options={[
          { value: true, label: t('paid') },
          { value: false, label: t('unpaid') },
        ]}
      />
      <TextareaField form={form} name="comment" id="vacation-comment" label={t('comment')} rows={2} />
      <SubmitButton busy={form.busy}>{form.busy ? t('sending') : t('submit')}</SubmitButton>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </form>
  );
}
