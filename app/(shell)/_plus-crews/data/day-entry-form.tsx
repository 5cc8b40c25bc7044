'use client';
// One day's figures: actual turnover, target turnover and staff hours. What was typed stays in
// the form when sending fails (no connection, a refusal), so it can be sent again as it is.
import { useLocale } from 'next-intl';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { saveDayEntries } from '@/lib/client/api/plus-crews';
import { toast } from '@/lib/client/toast-store';
import { centsToInput, decimalToInput } from '@/lib/domain/plus-crews/decimal';
import type { TDayFigures } from '@/lib/domain/plus-crews/figures';
import { usePlusCrew } from '../plus-crew-context';

const loadSchema = once(() => import('./day-entry-schema').then((m) => m.ZDayEntryForm));

/** As typed, under the body's names (day-entry-schema.ts turns the money into cents). */
type TDayValues = { actualTurnoverCents: string; targetTurnoverCents: string; staffHours: string };

const asText = (day: TDayFigures): TDayValues => ({
  actualTurnoverCents: day.actualTurnoverCents === null ? '' : centsToInput(day.actualTurnoverCents),
  targetTurnoverCents: day.targetTurnoverCents === null ? '' : centsToInput(day.targetTurnoverCents),
  staffHours: day.staffHours === null ? '' : decimalToInput(day.staffHours),
});

/** The currency's own sign in the user's language (€, £), for the labels. */
function currencySign(locale: string, currency: string) {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

export function DayEntryForm({
  day,
  dateLabel,
  onSaved,
}: {
  day: TDayFigures;
  dateLabel: string;
  onSaved: () => Promise<unknown>;
}) {
  const t = useTranslations('PlusCrewData.form');
  const locale = useLocale();
  const { crew } = usePlusCrew();
  const money = { format: t('moneyFormat'), tooBig: t('moneyTooBig') };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: asText(day),
    messages: {
      actualTurnoverCents: money,
      targetTurnoverCents: money,
      staffHours: { format: t('hoursFormat'), tooBig: t('hoursTooBig') },
    },
  });
  const onSubmit = form.submit(async (values) => {
    await saveDayEntries(crew.number, { date: day.date, ...values });
    form.reset(form.getValues());
    toast.success(t('saved', { date: dateLabel }));
    await onSaved();
  });
  const sign = currencySign(locale, crew.currency);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="day-entry-form">
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="actualTurnoverCents"
          label={t('actualTurnover', { currency: sign })}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="targetTurnoverCents"
          label={t('targetTurnover', { currency: sign })}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField form={form} name="staffHours" label={t('staffHours')} inputMode="decimal" autoComplete="off" />
      </div>
      <p className="text-sm text-muted">{t('hint')}</p>
      <SubmitButton busy={form.busy}>{form.busy ? t('saving') : t('save')}</SubmitButton>
    </form>
  );
}
