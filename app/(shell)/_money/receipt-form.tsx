'use client';
// A receipt's form: company, date, supplier and its lines, with the prices as printed (VAT
// included) or without VAT. Creates a receipt, or changes an open one, based on the version it
// was read at: a change someone else saved meanwhile is shown, and what was typed is kept.
// Loaded when opened.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/app/_components/form/checkbox-field';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { FormMessage } from '@/app/_components/form/form-message';
import { SelectField } from '@/app/_components/form/select-field';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { createReceipt, updateReceipt } from '@/lib/client/api/money';
import type { TReceipt } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import { draftsOf, emptyDraft, FALLBACK_CHOICES, type TCompanyChoices, type TItemDraft } from './item-drafts';
import { ItemFields } from './item-fields';
import { itemMessages } from './item-messages';
import { useMoneyEdit } from './use-money-edit';
import type { ZReceiptForm } from './form-schemas';

const loadSchema = () => import('./form-schemas').then((m) => m.ZReceiptForm);

export type TReceiptValues = {
  companyId: string;
  date: string;
  supplierName: string;
  description: string;
  pricesIncludeVat: boolean;
  items: TItemDraft[];
};

type Props = {
  companies: TNamedRef[];
  choices: Record<number, TCompanyChoices>;
  today: string;
  /** The receipt to change; none: a new one. */
  receipt?: TReceipt;
  onSaved: (receipt: TReceipt) => Promise<void> | void;
  /** Reads the receipt again (someone else changed it): the form stays open. */
  onStale?: () => Promise<void>;
  onCancel: () => void;
};

const valuesOf = (r: TReceipt): TReceiptValues => ({
  companyId: String(r.company.id),
  date: r.date,
  supplierName: r.supplierName,
  description: r.description ?? '',
  pricesIncludeVat: r.pricesIncludeVat,
  items: draftsOf(r.items),
});

export function ReceiptForm({ companies, choices, today, receipt, onSaved, onStale, onCancel }: Props) {
  const t = useTranslations('ReceiptsPage');
  const tParts = useTranslations('MoneyParts');
  const firstCompany = receipt?.company.id ?? companies[0]?.id;
  const defaults: TReceiptValues = receipt
    ? valuesOf(receipt)
    : {
        companyId: firstCompany ? String(firstCompany) : '',
        date: today,
        supplierName: '',
        description: '',
        pricesIncludeVat: true,
        items: [emptyDraft((firstCompany && choices[firstCompany]?.defaultVatRate) ?? FALLBACK_CHOICES.defaultVatRate)],
      };
  const form = useDomainForm<TReceiptValues, z.output<typeof ZReceiptForm>>({
    schema: loadSchema,
    defaultValues: defaults,
    messages: itemMessages(tParts),
  });
  const edit = useMoneyEdit({
    record: receipt,
    valuesOf,
    reset: form.reset,
    fields: {
      date: t('date'),
      supplierName: t('supplier'),
      description: t('description'),
      pricesIncludeVat: t('pricesIncludeVat'),
      items: tParts('lines'),
    },
    onStale,
  });
  const companyId = Number(useWatch({ control: form.control, name: 'companyId' }));
  const companyChoices = choices[companyId] ?? FALLBACK_CHOICES;

  const onSubmit = form.submit(async ({ companyId: company, ...input }) => {
    if (!receipt) return onSaved(await createReceipt(company, input));
    const saved = await edit.save((version) => updateReceipt({ ...receipt, version }, input));
    if (saved) await onSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="receipt-form">
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
      <SelectField
        form={form}
        name="companyId"
        label={t('company')}
        options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
        disabled={Boolean(receipt)}
      />
      <TextField form={form} name="date" label={t('date')} type="date" />
      <TextField form={form} name="supplierName" label={t('supplier')} autoComplete="organization" />
      <TextareaField form={form} name="description" label={t('description')} rows={2} />
      <CheckboxField form={form} name="pricesIncludeVat" label={t('pricesIncludeVat')} />
      <ItemFields form={form} choices={companyChoices} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={form.busy}>{receipt ? t('save') : t('create')}</SubmitButton>
        <Button onClick={onCancel} className="sm:w-40">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
