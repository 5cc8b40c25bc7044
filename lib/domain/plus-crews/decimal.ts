// Numbers as people type them in any of the app's languages: "1234.5", "1234,50", "1.234,50",
// "1,234.50", "1 234,50". A separator that stands once before one or two digits is the decimal
// mark; separators between groups of three digits are thousands. Anything else is not a number
// (null), rather than a guess. zod-free: the forms parse in the browser.

const GROUPED = /^\d{1,3}([.,\s]\d{3})+$/;

/** The value of a typed number with at most `decimals` decimals (0 to 2), or null. */
export function parseDecimal(text: string, decimals = 2): number | null {
  // Spaces (also the narrow no-break space French uses) only ever group thousands.
  const s = text.trim().replace(/[\s\u00a0\u202f]/g, ' ');
  if (!/^\d[\d., ]*$/.test(s) || / {2}|[., ]$/.test(s)) return null;
  const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  const tail = last < 0 ? '' : s.slice(last + 1);
  const mark = last < 0 ? '' : s[last]!;
  const marks = s.split(mark).length - 1;
  // "1.234" and "1,234" are thousands (three digits after a single separator): with at most
  // two decimals allowed, they cannot be a decimal mark.
  const isDecimal =
    last >= 0 && /^\d+$/.test(tail) && tail.length !== 3 && (marks === 1 || (s.includes('.') && s.includes(',')));
  if (isDecimal && tail.length > decimals) return null;
  const whole = isDecimal ? s.slice(0, last) : s;
  if (!/^\d+$/.test(whole) && !GROUPED.test(whole)) return null;
  // The grouping of the whole part uses one kind of separator only, never the decimal mark.
  const groupMarks = new Set(whole.replace(/\d/g, ''));
  if (groupMarks.size > 1 || (isDecimal && groupMarks.has(mark))) return null;
  return Number(`${whole.replace(/\D/g, '')}${isDecimal ? `.${tail}` : ''}`);
}

/** A typed amount of money as integer cents, or null. */
export function parseCents(text: string): number | null {
  const value = parseDecimal(text, 2);
  return value === null ? null : Math.round(value * 100);
}

/** Cents as a plain decimal for an input field ("1234.50"), never grouped. */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);

/** A number with up to two decimals for an input field ("37.5"), never grouped. */
export const decimalToInput = (value: number) => String(Math.round(value * 100) / 100);
