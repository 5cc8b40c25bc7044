// The .xlsx of a list, written with exceljs: typed cells (a date is a date, an amount a number
// with two decimals, hours a number), translated headers in a frozen first row with a filter on
// it. Dates use Excel's built-in short date (format 14), which each spreadsheet shows in its own
// locale's order, so one file reads right in every language.
import type ExcelJS from 'exceljs';
import type { TColumnKind, TExportCell, TExportSheet } from './sheet';

/** Excel's day 0 is 1899-12-30; a time of day is a fraction of a day. */
const dayFraction = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return (h * 60 + m) / (24 * 60);
};

const NUMBER_FORMATS: Partial<Record<TColumnKind, string>> = {
  // exceljs writes 'mm-dd-yy' as the built-in format 14: the reader's own short date.
  date: 'mm-dd-yy',
  time: 'hh:mm',
  hours: '0.00',
  money: '#,##0.00',
};

function cellValue(kind: TColumnKind, value: TExportCell): ExcelJS.CellValue {
  if (value === null) return null;
  switch (kind) {
    case 'date':
      return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    case 'time':
      return dayFraction(String(value));
    case 'hours':
      return Math.round((Number(value) / 60) * 100) / 100;
    case 'money':
      return Number(value) / 100;
    default:
      return value;
  }
}

/** A column wide enough for its header and its longest text, within reason. */
function width(header: string, kind: TColumnKind, values: TExportCell[]): number {
  const longest = kind === 'text' ? Math.max(0, ...values.map((v) => String(v ?? '').length)) : 10;
  return Math.min(50, Math.max(header.length, longest) + 2);
}

export async function toXlsx(
  sheets: readonly TExportSheet[],
  words: { sheet: (name: string) => string; header: (key: string) => string },
  creator: string,
): Promise<Buffer> {
  // exceljs is large (a zip writer, streams, parsers): loaded on the first export, not when the
  // backend starts.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = creator;
  for (const sheet of sheets) {
    const headers = sheet.columns.map((c) => words.header(c.key));
    const ws = workbook.addWorksheet(words.sheet(sheet.key).slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = sheet.columns.map((c, i) => ({
      key: c.key,
      width: width(
        headers[i] ?? '',
        c.kind,
        sheet.rows.map((r) => r[i] ?? null),
      ),
      style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
    }));
    const header = ws.addRow(headers);
    header.font = { bold: true };
    header.eachCell((cell) => (cell.numFmt = '@'));
    for (const row of sheet.rows) ws.addRow(sheet.columns.map((c, i) => cellValue(c.kind, row[i] ?? null)));
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
