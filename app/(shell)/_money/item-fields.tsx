'use client';
// The lines of a receipt or invoice in a form: description, quantity, price and VAT rate per
// line, lines added and removed, and the totals they give as the user types (worked out with
// the server's own rules; the server computes the stored ones).
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFieldArray, useWatch, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/app/_components/form/select-field';
import { TextField } from '@/app/_components/form/text-field';
import type { TInputLimits } from '@/app/_components/form/field-limits';
import { Button } from '@/app/_components/ui/buttons';
import { emptyDraft, previewTotals, type TCompanyChoices, type TItemDraft } from './item-drafts';
import { useDecimal, useMoney } from './money';

type TWithItems = FieldValues & { items: TItemDraft[]; pricesIncludeVat: boolean };
type TForm<V extends TWithItems> = {
  control: Control<V, unknown, unknown>;
  register: UseFormRegister<V>;
  inputLimits?: (path: string) => TInputLimits;
};

export function ItemFields<V extends TWithItems>({ form, choices }: { form: TForm<V>; choices: TCompanyChoices }) {
  const t = useTranslations('MoneyParts');
  const money = useMoney();
  const decimal = useDecimal();
  // The generic form narrows to the part these fields use.
  const control = form.control as unknown as Control<TWithItems, unknown, unknown>;
  const fieldForm = form as unknown as TForm<TWithItems>;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const pricesIncludeVat = useWatch({ control, name: 'pricesIncludeVat' });
  const totals = previewTotals(items, pricesIncludeVat);
  const rates = choices.vatRates.map((r) => ({
    value: String(r.rate),
    label: t('vatChoice', { name: r.name, rate: decimal(r.rate) }),
  }));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 font-semibold">{t('lines')}</legend>
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-line"
          data-testid="item-draft"
        >
          <legend className="sr-only">{t('lineN', { n: i + 1 })}</legend>
          <TextField
            form={fieldForm}
            name={`items.${i}.description`}
            id={`item-${i}-description`}
            label={t('description')}
          />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <TextField
              form={fieldForm}
              name={`items.${i}.quantity`}
              id={`item-${i}-quantity`}
              label={t('quantity')}
              inputMode="decimal"
            />
            <TextField
              form={fieldForm}
              name={`items.${i}.unitPrice`}
              id={`item-${i}-price`}
              label={
                pricesIncludeVat
                  ? t('priceWithVat', { currency: choices.currency })
                  : t('price', { currency: choices.currency })
              }
              inputMode="decimal"
            />
            <div className="col-span-2 sm:col-span-1">
              <SelectField
                form={fieldForm}
                name={`items.${i}.vatRate`}
                id={`item-${i}-vat`}
                label={t('vat')}
                options={rates}
              />
            </div>
          </div>
          {fields.length > 1 ? (
            <Button onClick={() => remove(i)} aria-label={t('removeLineOf', { n: i + 1 })} className="self-end text-sm">
              {t('removeLine')}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button onClick={() => append(emptyDraft(choices.defaultVatRate))} data-testid="add-line">
        {t('addLine')}
      </Button>
      <p className="flex justify-between rounded-lg bg-soft p-3 text-sm" aria-live="polite" data-testid="preview-total">
        <span>{t('previewTotal', { vat: money(totals.vat, choices.currency) })}</span>
        <strong className="tabular-nums">{money(totals.gross, choices.currency)}</strong>
      </p>
    </fieldset>
  );
}
