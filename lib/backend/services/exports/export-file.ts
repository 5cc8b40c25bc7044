// A list as the file the caller asked for: .xlsx (every sheet) or .csv (the first), headers and
// sheet names from the Exports namespace of messages/*.json in the reader's language, the file
// named there too. Each export's builder gives its sheets; this is the one place they are written.
import { EXPORT_CONTENT_TYPES } from '../../../domain/exports';
import type { TOutputReader } from '../i18n/reader-of';
import { readerFormat, translator } from '../i18n/translate';
import { csvSeparator, csvValue, toCsv } from './csv';
import type { TExportFormat, TExportSheet } from './sheet';
import { toXlsx } from './xlsx';

export type TExportFile = { data: Buffer; fileName: string; contentType: string };

/** A file name without characters file systems refuse. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\r\n]+/g, '-').trim();

export async function exportFile(
  reader: TOutputReader,
  format: TExportFormat,
  sheets: readonly [TExportSheet, ...TExportSheet[]],
  file: { key: string; values?: Record<string, string | number> },
): Promise<TExportFile> {
  const t = translator(reader.locale, 'Exports');
  const words = { sheet: (name: string) => t(`sheets.${name}`), header: (key: string) => t(`columns.${key}`) };
  const fileName = `${safeName(t(`files.${file.key}`, file.values))}.${format}`;
  if (format === 'xlsx') {
    return { data: await toXlsx(sheets, words, reader.tenantName), fileName, contentType: EXPORT_CONTENT_TYPES.xlsx };
  }
  const [sheet] = sheets;
  const values = readerFormat(reader);
  const rows = sheet.rows.map((row) => sheet.columns.map((c, i) => csvValue(values, c.kind, row[i] ?? null)));
  const csv = toCsv(
    sheet.columns.map((c) => words.header(c.key)),
    rows,
    csvSeparator(reader),
  );
  return { data: Buffer.from(csv, 'utf8'), fileName, contentType: `${EXPORT_CONTENT_TYPES.csv}; charset=utf-8` };
}
