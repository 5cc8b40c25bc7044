'use client';
// An invoice's form: company, client, dates, the client's reference, notes and its lines (prices
// without VAT, unless ticked). Creates a draft, or changes one. Loaded when opened.
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
import { createInvoice, updateInvoice } from '@/lib/client/api/money';
import type { TInvoice } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import { draftsOf, emptyDraft, FALLBACK_CHOICES, type TCompanyChoices, type TItemDraft } from './item-drafts';
import { ItemFields } from './item-fields';
import { itemMessages } from './item-messages';
import type { ZInvoiceForm } from './form-schemas';

const loadSchema = () => import('./form-schemas').then((m) => m.ZInvoiceForm);

export type TInvoiceValues = {
  companyId: string;
  clientId: string;
  date: string;
  dueDate: string;
  reference: string;
  notes: string;
  pricesIncludeVat: boolean;
  items: TItemDraft[];
};

type Props = {
  companies: TNamedRef[];
  clients: { id: number; number: number; name: string }[];
  choices: Record<number, TCompanyChoices & { paymentTermDays?: number }>;
  today: string;
  invoice?: TInvoice;
  onSaved: (invoice: TInvoice) => Promise<void> | void;
  onCancel: () => void;
};

export function InvoiceForm({ companies, clients, choices, today, invoice, onSaved, onCancel }: Props) {
  const t = useTranslations('InvoicesPage');
  const tParts = useTranslations('MoneyParts');
  const firstCompany = invoice?.company.id ?? companies[0]?.id;
  const defaults: TInvoiceValues = {
    companyId: firstCompany ? String(firstCompany) : '',
    clientId: invoice ? String(invoice.client.id) : '',
    date: invoice?.date ?? today,
    dueDate: invoice?.dueDate ?? '',
    reference: invoice?.reference ?? '',
    notes: invoice?.notes ?? '',
    pricesIncludeVat: invoice?.pricesIncludeVat ?? false,
    items: invoice
      ? draftsOf(invoice.items)
      : [emptyDraft((firstCompany && choices[firstCompany]?.defaultVatRate) ?? FALLBACK_CHOICES.defaultVatRate)],
  };
  const form = useDomainForm<TInvoiceValues, z.output<typeof ZInvoiceForm>>({
    schema: loadSchema,
    defaultValues: defaults,
    messages: itemMessages(tParts),
  });
  const companyId = Number(useWatch({ control: form.control, name: 'companyId' }));
  const companyChoices = choices[companyId] ?? FALLBACK_CHOICES;
  const terms = choices[companyId]?.paymentTermDays;

  const onSubmit = form.submit(async ({ companyId: company, ...input }) => {
    const saved = invoice ? await updateInvoice(invoice.number, input) : await createInvoice(company, input);
    await onSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="invoice-form">
      <SelectField
        form={form}
        name="companyId"
        label={t('company')}
        options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
        disabled={Boolean(invoice)}
      />
      <SelectField
        form={form}
        name="clientId"
        label={t('client')}
        placeholder={t('chooseClient')}
        options={clients.map((c) => ({
          value: String(c.id),
          label: t('clientOption', { number: c.number, name: c.name }),
        }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="date" label={t('date')} type="date" />
        <TextField
          form={form}
          name="dueDate"
          label={t('dueDate')}
          type="date"
          hint={terms === undefined ? t('dueDateHintPlain') : t('dueDateHint', { days: terms })}
        />
      </div>
      <TextField form={form} name="reference" label={t('reference')} />
      <TextareaField form={form} name="notes" label={t('notes')} rows={2} />
      <CheckboxField form={form} name="pricesIncludeVat" label={t('pricesIncludeVat')} />
      <ItemFields form={form} choices={companyChoices} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={form.busy}>{invoice ? t('save') : t('create')}</SubmitButton>
        <Button onClick={onCancel} className="sm:w-40">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
