// Amounts of receipts and invoices (rules "Money and paperwork"): integers only, so that a
// total never drifts by a cent. Money is in cents, quantities in hundredths (7.25 hours = 725),
// VAT rates in basis points (21% = 2100). The server computes every amount it stores and
// answers with these functions; the browser may use them for a preview, never as the record.
//
// Rules, as an accountant checks them by hand:
//  1. A line's amount = quantity × unit price, rounded to the cent.
//  2. Lines are grouped by VAT rate; VAT is computed once per rate on the group's sum (not per
//     line), rounded to the cent.
//  3. Prices without VAT: VAT = sum × rate; total = sum + VAT.
//     Prices with VAT (a till receipt): VAT = sum × rate / (100% + rate); net = sum − VAT.
//  4. Rounding is half away from zero (commercial rounding): 0.5 → 1, −0.5 → −1.

export type TLineInput = {
  /** Hundredths: 1.5 pieces = 150. */
  quantity: number;
  /** Cents; negative for a discount line. */
  unitPrice: number;
  /** Basis points: 21% = 2100. */
  vatRate: number;
};

export type TVatLine = { vatRate: number; base: number; vat: number };
export type TTotals = { net: number; vat: number; gross: number; vatLines: TVatLine[] };

/** n ÷ d rounded half away from zero, exactly (BigInt: no float rounding on the way). */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/** Rule 1: the line's amount in cents. */
export function lineAmount(line: Pick<TLineInput, 'quantity' | 'unitPrice'>): number {
  return Number(divideRounded(BigInt(line.quantity) * BigInt(line.unitPrice), 100n));
}

/** Rules 2–4: net, VAT (per rate, highest rate first) and gross of a document's lines. */
export function documentTotals(lines: readonly TLineInput[], pricesIncludeVat: boolean): TTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + lineAmount(line));
  const vatLines: TVatLine[] = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([vatRate, sum]) => {
      const vat = pricesIncludeVat
        ? divideRounded(BigInt(sum) * BigInt(vatRate), BigInt(10000 + vatRate))
        : divideRounded(BigInt(sum) * BigInt(vatRate), 10000n);
      const v = Number(vat);
      return { vatRate, base: pricesIncludeVat ? sum - v : sum, vat: v };
    });
  const net = vatLines.reduce((s, l) => s + l.base, 0);
  const vat = vatLines.reduce((s, l) => s + l.vat, 0);
  return { net, vat, gross: net + vat, vatLines };
}

/** A decimal the user typed (7.25, 21, 5.5) as hundredths (725, 2100, 550). */
export const toHundredths = (value: number): number => Math.round(value * 100);
/** Hundredths back to the decimal the API shows (725 → 7.25). */
export const fromHundredths = (value: number): number => value / 100;
