// The lines of a receipt or invoice as the form edits them (text, as typed) and the totals they
// would give, worked out with the same rules the server applies (lib/domain/money/totals.ts).
// No zod here: the page loads this at once, the form's schema on first use.
import { centsToText, parseCents, parseDecimal } from '@/lib/domain/money/parse';
import { documentTotals, toHundredths, type TTotals } from '@/lib/domain/money/totals';
import type { TItem } from '@/lib/domain/money';

export type TItemDraft = { description: string; quantity: string; unitPrice: string; vatRate: string };

export type TVatChoice = { name: string; rate: number };
/** The company's paperwork settings a form needs: rates to choose from, the currency shown. */
export type TCompanyChoices = { currency: string; vatRates: TVatChoice[]; defaultVatRate: number };

export const FALLBACK_CHOICES: TCompanyChoices = {
  currency: 'EUR',
  vatRates: [
    { name: '21%', rate: 21 },
    { name: '9%', rate: 9 },
    { name: '0%', rate: 0 },
  ],
  defaultVatRate: 21,
};

export const emptyDraft = (vatRate: number): TItemDraft => ({
  description: '',
  quantity: '1',
  unitPrice: '',
  vatRate: String(vatRate),
});

export const draftsOf = (items: readonly TItem[]): TItemDraft[] =>
  items.map((i) => ({
    description: i.description,
    quantity: String(i.quantity),
    unitPrice: centsToText(i.unitPrice),
    vatRate: String(i.vatRate),
  }));

/** The totals of the lines that read as numbers so far (a preview; the server's are the record). */
export function previewTotals(drafts: readonly TItemDraft[], pricesIncludeVat: boolean): TTotals {
  const lines = drafts.flatMap((d) => {
    const quantity = parseDecimal(d.quantity);
    const unitPrice = parseCents(d.unitPrice);
    const vatRate = parseDecimal(d.vatRate);
    return quantity === null || unitPrice === null || vatRate === null
      ? []
      : [{ quantity: toHundredths(quantity), unitPrice, vatRate: toHundredths(vatRate) }];
  });
  return documentTotals(lines, pricesIncludeVat);
}
