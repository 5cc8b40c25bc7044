'use client';
// A change of a receipt or an invoice, based on the version it was read at (useVersionedEdit):
// how their fields read in the notice of a change someone else saved meanwhile.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useVersionedEdit, type TVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { calendarDate } from '@/lib/i18n/formats';
import type { TItemDraft } from './item-drafts';

type TMoneyValues = { date: string; pricesIncludeVat: boolean; items: TItemDraft[] };

export function useMoneyEdit<R extends { version: number }, V extends TMoneyValues>(o: {
  /** The document as the screen shows it now; undefined for a form that creates one. */
  record: R | undefined;
  valuesOf: (record: R) => V;
  reset: (values: V) => void;
  fields: { [K in keyof V]?: string };
  /** How a field that holds an id reads (the client's name). */
  named?: (field: keyof V & string, record: R) => string | undefined;
  onStale?: () => Promise<void>;
}): TVersionedEdit {
  const t = useTranslations('Conflict');
  const format = useFormatter();
  return useVersionedEdit<R, V>({
    ...o,
    shown: (field, now) => {
      const values = o.valuesOf(now);
      const named = o.named?.(field, now);
      if (named !== undefined) return named;
      if (field === 'items')
        return values.items.map((d) => `${d.description} (${d.quantity} × ${d.unitPrice})`).join('; ');
      if (field === 'pricesIncludeVat') return values.pricesIncludeVat ? t('yes') : t('no');
      const value = String(values[field] ?? '');
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? format.dateTime(calendarDate(value), 'calendarDay') : value;
    },
  });
}
