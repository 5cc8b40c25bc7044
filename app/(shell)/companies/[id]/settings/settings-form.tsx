'use client';
// The company's settings as one form. Numbers only move forward and prefixes are the company's
// own: the server says so on the field, in the user's language. Saved based on the version they
// were read from: a change someone else saved meanwhile is shown, and what was typed is kept
// (useVersionedEdit).
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { FormMessage } from '@/app/_components/form/form-message';
import { SelectField } from '@/app/_components/form/select-field';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { saveCompanySettings } from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';
import { CURRENCIES, formatDocumentNumber } from '@/lib/domain/money/settings-constants';
import type { TCompanySettings } from '@/lib/domain/money';
import type { ZSettingsForm } from './settings-schema';

const loadSchema = () => import('./settings-schema').then((m) => m.ZSettingsForm);

type TValues = {
  currency: string;
  invoicePrefix: string;
  invoiceNextNumber: string;
  receiptPrefix: string;
  receiptNextNumber: string;
  vatRates: { name: string; rate: string }[];
  defaultVatRate: string;
  paymentTermDays: string;
  senderName: string;
  senderEmail: string;
  senderAddress: string;
};

const valuesOf = (s: TCompanySettings): TValues => ({
  currency: s.currency,
  invoicePrefix: s.invoicePrefix,
  invoiceNextNumber: String(s.invoiceNextNumber),
  receiptPrefix: s.receiptPrefix,
  receiptNextNumber: String(s.receiptNextNumber),
  vatRates: s.vatRates.map((r) => ({ name: r.name, rate: String(r.rate) })),
  defaultVatRate: String(s.defaultVatRate),
  paymentTermDays: String(s.paymentTermDays),
  senderName: s.senderName,
  senderEmail: s.senderEmail ?? '',
  senderAddress: s.senderAddress ?? '',
});

export function CompanySettingsForm({ initial }: { initial: TCompanySettings }) {
  const t = useTranslations('CompanySettingsPage');
  const hydrated = useHydrated();
  const form = useDomainForm<TValues, z.output<typeof ZSettingsForm>>({
    schema: loadSchema,
    defaultValues: valuesOf(initial),
    messages: {
      invoicePrefix: { invalid: t('prefixTaken'), format: t('prefixFormat') },
      receiptPrefix: { invalid: t('prefixTaken'), format: t('prefixFormat') },
    },
  });
  const router = useRouter();
  const edit = useVersionedEdit({
    record: initial,
    valuesOf,
    reset: form.reset,
    fields: {
      invoicePrefix: t('invoicePrefix'),
      invoiceNextNumber: t('invoiceNextNumber'),
      receiptPrefix: t('receiptPrefix'),
      receiptNextNumber: t('receiptNextNumber'),
      currency: t('currency'),
      paymentTermDays: t('paymentTermDays'),
      vatRates: t('vatRates'),
      defaultVatRate: t('defaultVatRate'),
      senderName: t('senderName'),
      senderEmail: t('senderEmail'),
      senderAddress: t('senderAddress'),
    },
    shown: (field, now) =>
      field === 'vatRates'
        ? now.vatRates.map((r) => `${r.name} (${r.rate}%)`).join(', ')
        : String(valuesOf(now)[field]),
    // The page reads the settings again; the form keeps what was typed.
    onStale: async () => router.refresh(),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'vatRates' });
  const [invoicePrefix, invoiceNext, receiptPrefix, receiptNext, rates] = useWatch({
    control: form.control,
    name: ['invoicePrefix', 'invoiceNextNumber', 'receiptPrefix', 'receiptNextNumber', 'vatRates'],
  });
  const example = (prefix: string, next: string) =>
    /^\d+$/.test(next) ? formatDocumentNumber(prefix.trim(), Number(next)) : '–';

  const onSubmit = form.submit(async (input) => {
    const saved = await edit.save((version) => saveCompanySettings(initial.companyId, input, version));
    if (!saved) return;
    form.reset(valuesOf(saved));
    toast.success(t('savedToast'));
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="company-settings"
      data-ready={hydrated || undefined}
    >
      <h1 className="text-lg font-semibold">{t('heading', { company: initial.companyName })}</h1>
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
      <Card id="numbering" title={t('numbering')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField form={form} name="invoicePrefix" label={t('invoicePrefix')} autoCapitalize="characters" />
          <TextField
            form={form}
            name="invoiceNextNumber"
            label={t('invoiceNextNumber')}
            inputMode="numeric"
            hint={t('nextNumberHint', { example: example(invoicePrefix, invoiceNext) })}
          />
          <TextField form={form} name="receiptPrefix" label={t('receiptPrefix')} autoCapitalize="characters" />
          <TextField
            form={form}
            name="receiptNextNumber"
            label={t('receiptNextNumber')}
            inputMode="numeric"
            hint={t('nextNumberHint', { example: example(receiptPrefix, receiptNext) })}
          />
        </div>
      </Card>
      <Card id="money" title={t('moneyAndTerms')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            form={form}
            name="currency"
            label={t('currency')}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <TextField
            form={form}
            name="paymentTermDays"
            label={t('paymentTermDays')}
            inputMode="numeric"
            hint={t('paymentTermHint')}
          />
        </div>
        <fieldset className="mt-4 flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('vatRates')}</legend>
          {fields.map((field, i) => (
            <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_5rem_auto] items-end gap-2">
              <TextField form={form} name={`vatRates.${i}.name`} id={`vat-${i}-name`} label={t('vatName')} />
              <TextField
                form={form}
                name={`vatRates.${i}.rate`}
                id={`vat-${i}-rate`}
                label={t('vatRate')}
                inputMode="decimal"
              />
              <Button
                onClick={() => remove(i)}
                disabled={fields.length === 1}
                aria-label={t('removeRateOf', { n: i + 1 })}
                className="text-sm"
              >
                {t('removeRate')}
              </Button>
            </div>
          ))}
          {fields.length < 10 ? <Button onClick={() => append({ name: '', rate: '' })}>{t('addRate')}</Button> : null}
          <SelectField
            form={form}
            name="defaultVatRate"
            label={t('defaultVatRate')}
            options={(rates ?? [])
              .filter((r) => r.rate.trim())
              .map((r) => ({ value: r.rate, label: `${r.name} (${r.rate}%)` }))}
          />
        </fieldset>
      </Card>
      <Card id="sender" title={t('sender')}>
        <div className="flex flex-col gap-3">
          <TextField form={form} name="senderName" label={t('senderName')} autoComplete="organization" />
          <TextField form={form} name="senderEmail" label={t('senderEmail')} type="email" hint={t('senderEmailHint')} />
          <TextareaField form={form} name="senderAddress" label={t('senderAddress')} rows={3} />
        </div>
      </Card>
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{t('save')}</SubmitButton>
    </form>
  );
}
