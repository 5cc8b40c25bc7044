'use client';
// A receipt's form: company, date, supplier and its lines, with the prices as printed (VAT
// included) or without VAT. Creates a receipt, or changes an open one. Loaded when opened.
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/app/_components/form/checkbox-field';
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
  onCancel: () => void;
};

export function ReceiptForm({ companies, choices, today, receipt, onSaved, onCancel }: Props) {
  const t = useTranslations('ReceiptsPage');
  const tParts = useTranslations('MoneyParts');
  const firstCompany = receipt?.company.id ?? companies[0]?.id;
  const defaults: TReceiptValues = {
    companyId: firstCompany ? String(firstCompany) : '',
    date: receipt?.date ?? today,
    supplierName: receipt?.supplierName ?? '',
    description: receipt?.description ?? '',
    pricesIncludeVat: receipt?.pricesIncludeVat ?? true,
    items: receipt
      ? draftsOf(receipt.items)
      : [emptyDraft((firstCompany && choices[firstCompany]?.defaultVatRate) ?? FALLBACK_CHOICES.defaultVatRate)],
  };
  const form = useDomainForm<TReceiptValues, z.output<typeof ZReceiptForm>>({
    schema: loadSchema,
    defaultValues: defaults,
    messages: itemMessages(tParts),
  });
  const companyId = Number(useWatch({ control: form.control, name: 'companyId' }));
  const companyChoices = choices[companyId] ?? FALLBACK_CHOICES;

  const onSubmit = form.submit(async ({ companyId: company, ...input }) => {
    const saved = receipt ? await updateReceipt(receipt.number, input) : await createReceipt(company, input);
    await onSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="receipt-form">
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
