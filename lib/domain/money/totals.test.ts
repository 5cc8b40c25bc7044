// Amounts checked against sums done by hand (the comment of each case shows the working).
import { divideRounded, documentTotals, lineAmount, toHundredths } from './totals';

const l = (quantity: number, unitPrice: number, vatRate: number) => ({
  quantity: toHundredths(quantity),
  unitPrice,
  vatRate: toHundredths(vatRate),
});

describe('divideRounded (half away from zero)', () => {
  it.each([
    [5n, 2n, 3n], // 2.5 → 3
    [7n, 2n, 4n], // 3.5 → 4
    [-5n, 2n, -3n], // −2.5 → −3
    [4n, 3n, 1n], // 1.33 → 1
    [5n, 3n, 2n], // 1.67 → 2
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
  ])('%d / %d = %d', (n, d, q) => expect(divideRounded(n, d)).toBe(q));
});

describe('lineAmount', () => {
  it('multiplies quantity by price and rounds to the cent', () => {
    expect(lineAmount(l(3, 1250, 21))).toBe(3750); // 3 × 12.50 = 37.50
    expect(lineAmount(l(1.5, 333, 21))).toBe(500); // 1.5 × 3.33 = 4.995 → 5.00
    expect(lineAmount(l(48.37, 189, 21))).toBe(9142); // 48.37 × 1.89 = 91.4193 → 91.42
    expect(lineAmount(l(0.5, -1, 21))).toBe(-1); // −0.005 → −0.01
  });
});

describe('documentTotals, prices without VAT', () => {
  it('one line: 3 × 12.50 at 21% = 37.50 + 7.875 → 7.88 = 45.38', () => {
    expect(documentTotals([l(3, 1250, 21)], false)).toEqual({
      net: 3750,
      vat: 788,
      gross: 4538,
      vatLines: [{ vatRate: 2100, base: 3750, vat: 788 }],
    });
  });

  it('groups by rate, highest first: 10 + 20 at 21%, 5.50 at 9%, 1 at 0%', () => {
    // 21%: 30.00 → 6.30; 9%: 5.50 → 0.495 → 0.50; 0%: 1.00 → 0. Net 36.50, VAT 6.80, total 43.30.
    const t = documentTotals([l(1, 1000, 21), l(2, 1000, 21), l(1, 550, 9), l(1, 100, 0)], false);
    expect(t).toEqual({
      net: 3650,
      vat: 680,
      gross: 4330,
      vatLines: [
        { vatRate: 2100, base: 3000, vat: 630 },
        { vatRate: 900, base: 550, vat: 50 },
        { vatRate: 0, base: 100, vat: 0 },
      ],
    });
  });

  it('rounds VAT once per rate, not per line: three lines of 0.05 at 9%', () => {
    // Per line 0.0045 → 0.00 each would give 0.00; on the sum 0.15 × 9% = 0.0135 → 0.01.
    expect(documentTotals([l(1, 5, 9), l(1, 5, 9), l(1, 5, 9)], false).vat).toBe(1);
  });

  it('takes a discount line off before VAT: 2 × 10.00 − 2.50 at 21%', () => {
    // 17.50 × 21% = 3.675 → 3.68; total 21.18.
    expect(documentTotals([l(2, 1000, 21), l(1, -250, 21)], false)).toMatchObject({ net: 1750, vat: 368, gross: 2118 });
  });

  it('keeps decimal rates exact: 100.00 at 5.5%', () => {
    expect(documentTotals([l(1, 10000, 5.5)], false)).toMatchObject({ vat: 550, gross: 10550 });
  });

  it('is zero without lines', () => {
    expect(documentTotals([], false)).toEqual({ net: 0, vat: 0, gross: 0, vatLines: [] });
  });
});

describe('documentTotals, prices with VAT (a till receipt)', () => {
  it('takes the VAT out: 12.10 at 21% holds 2.10', () => {
    // 12.10 × 21 / 121 = 2.10 exactly.
    expect(documentTotals([l(1, 1210, 21)], true)).toEqual({
      net: 1000,
      vat: 210,
      gross: 1210,
      vatLines: [{ vatRate: 2100, base: 1000, vat: 210 }],
    });
  });

  it('rounds the VAT taken out: 10.00 at 21% holds 1.7355 → 1.74', () => {
    expect(documentTotals([l(1, 1000, 21)], true)).toMatchObject({ net: 826, vat: 174, gross: 1000 });
  });

  it('keeps the printed total: diesel 48.37 l × 1.89 and parking 24.00 at 21%, sandwiches 12 × 3.95 at 9%', () => {
    // 21%: 91.42 + 24.00 = 115.42; × 21/121 = 20.0316 → 20.03; net 95.39.
    // 9%: 47.40 × 9/109 = 3.9138 → 3.91; net 43.49. Gross 162.82.
    const t = documentTotals([l(48.37, 189, 21), l(1, 2400, 21), l(12, 395, 9)], true);
    expect(t).toEqual({
      net: 13888,
      vat: 2394,
      gross: 16282,
      vatLines: [
        { vatRate: 2100, base: 9539, vat: 2003 },
        { vatRate: 900, base: 4349, vat: 391 },
      ],
    });
  });
});
