// Amounts and decimals as people type them, in any of the app's languages: "12.50", "12,50",
// "1.234,56", "1,234.56", "-5". Plain functions (no zod), for the forms' schemas.

/** The number typed, with at most `decimals` places (0: a whole number); null when it is not one. */
export function parseDecimal(text: string, decimals = 2): number | null {
  let s = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (s === '') return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the one that comes last separates the decimals, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    s = s.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    s = s.replace(',', '.');
  }
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  if (!new RegExp(`^-?\\d+${fraction}$`).test(s)) return null;
  return Number(s);
}

/** An amount typed in currency units as cents: "12,50" → 1250; null when it is not an amount. */
export function parseCents(text: string): number | null {
  const value = parseDecimal(text, 2);
  return value === null ? null : Math.round(value * 100);
}

/** Cents as a form shows them for editing: 1250 → "12.50" (the form accepts "12,50" too). */
export const centsToText = (cents: number) => (cents / 100).toFixed(2);
