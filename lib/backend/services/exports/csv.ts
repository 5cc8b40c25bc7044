// CSV as the reader's spreadsheet opens it (RFC 4180): quoted where needed, CRLF lines, and a
// byte-order mark so that Excel reads UTF-8. Where the reader's decimal sign is a comma (Dutch,
// French, German, Spanish) the separator is a semicolon, as those spreadsheets expect; numbers
// and dates are written as the reader's spreadsheet parses them. A cell that a spreadsheet would
// run as a formula (starting with = + - @, a tab or a carriage return) is written as text, with a
// leading quote.
import { readerFormat } from '../i18n/translate';
import type { TExportCell, TExportColumn, TExportReader } from './sheet';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The list separator of a reader's spreadsheet: `;` where the decimal sign is a comma. */
export const csvSeparator = (reader: TExportReader) => (readerFormat(reader).decimalSign() === ',' ? ';' : ',');

export function csvCell(value: string | number | null | undefined, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const special = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return special ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of already written cells: the byte-order mark, the separator, CRLF after every line. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
  separator = ',',
): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A cell's value as the reader's spreadsheet reads it: numbers with their decimal sign, numeric dates. */
export function csvValue(
  format: ReturnType<typeof readerFormat>,
  kind: TExportColumn['kind'],
  value: TExportCell,
): string | number | null {
  if (value === null) return null;
  switch (kind) {
    case 'date':
      return format.calendar(String(value), 'calendarNumeric');
    case 'hours':
      return format.sheetNumber(Number(value) / 60);
    case 'money':
      return format.sheetNumber(Number(value) / 100);
    case 'time':
      return String(value).slice(0, 5);
    default:
      return value;
  }
}
