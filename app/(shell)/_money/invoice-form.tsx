'use client';
// An invoice's form: company, client, dates, the client's reference, notes and its lines (prices
// without VAT, unless ticked). Creates a draft, or changes one, based on the version it was read
// at: a change someone else saved meanwhile is shown, and what was typed is kept. Loaded when
// opened.
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
import { createInvoice, updateInvoice } from '@/lib/client/api/money';
import type { TInvoice } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import { draftsOf, emptyDraft, FALLBACK_CHOICES, type TCompanyChoices, type TItemDraft } from './item-drafts';
import { ItemFields } from './item-fields';
import { itemMessages } from './item-messages';
import { useMoneyEdit } from './use-money-edit';
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
  /** Reads the invoice again (someone else changed it): the form stays open. */
  onStale?: () => Promise<void>;
  onCancel: () => void;
};

const valuesOf = (i: TInvoice): TInvoiceValues => ({
  companyId: String(i.company.id),
  clientId: String(i.client.id),
  date: i.date,
  dueDate: i.dueDate,
  reference: i.reference ?? '',
  notes: i.notes ?? '',
  pricesIncludeVat: i.pricesIncludeVat,
  items: draftsOf(i.items),
});

export function InvoiceForm({ companies, clients, choices, today, invoice, onSaved, onStale, onCancel }: Props) {
  const t = useTranslations('InvoicesPage');
  const tParts = useTranslations('MoneyParts');
  const firstCompany = invoice?.company.id ?? companies[0]?.id;
  const defaults: TInvoiceValues = invoice
    ? valuesOf(invoice)
    : {
        companyId: firstCompany ? String(firstCompany) : '',
        clientId: '',
        date: today,
        dueDate: '',
        reference: '',
        notes: '',
        pricesIncludeVat: false,
        items: [emptyDraft((firstCompany && choices[firstCompany]?.defaultVatRate) ?? FALLBACK_CHOICES.defaultVatRate)],
      };
  const form = useDomainForm<TInvoiceValues, z.output<typeof ZInvoiceForm>>({
    schema: loadSchema,
    defaultValues: defaults,
    messages: itemMessages(tParts),
  });
  const edit = useMoneyEdit({
    record: invoice,
    valuesOf,
    reset: form.reset,
    fields: {
      clientId: t('client'),
      date: t('date'),
      dueDate: t('dueDate'),
      reference: t('reference'),
      notes: t('notes'),
      pricesIncludeVat: t('pricesIncludeVat'),
      items: tParts('lines'),
    },
    named: (field, now) => (field === 'clientId' ? now.client.name : undefined),
    onStale,
  });
  const companyId = Number(useWatch({ control: form.control, name: 'companyId' }));
  const companyChoices = choices[companyId] ?? FALLBACK_CHOICES;
  const terms = choices[companyId]?.paymentTermDays;

  const onSubmit = form.submit(async ({ companyId: company, ...input }) => {
    if (!invoice) return onSaved(await createInvoice(company, input));
    const saved = await edit.save((version) => updateInvoice({ ...invoice, version }, input));
    if (saved) await onSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="invoice-form">
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
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
