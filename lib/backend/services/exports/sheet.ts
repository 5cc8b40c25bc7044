// A list the product hands out as a spreadsheet (projects' crews and people, crew
// members' documents, hours worked, invoices, receipts): its columns by kind, and its rows as
// plain values. The writers (xlsx.ts, csv.ts) turn each kind into a typed cell or a text the
// reader's spreadsheet reads; the builders never format a value themselves.
import type { TLocale } from '../../../domain/i18n/locales';

export type { TExportFormat } from '../../../domain/exports';

/**
 * What a column holds: `date` a calendar date (YYYY-MM-DD), `time` a wall-clock time (HH:mm),
 * `hours` a length of time in minutes (shown as hours with two decimals), `money` an amount in
 * cents (shown with two decimals, beside a currency column).
 */
export type TColumnKind = 'text' | 'integer' | 'date' | 'time' | 'hours' | 'money';

/** A column: its header is the key's text in the Exports.columns namespace. */
export type TExportColumn = { key: string; kind: TColumnKind };

export type TExportCell = string | number | null;

/** One sheet: its name is the text of `key` in Exports.sheets. A CSV holds the first sheet only. */
export type TExportSheet = { key: string; columns: readonly TExportColumn[]; rows: readonly TExportCell[][] };

/** Who reads the file: headers, statuses and CSV formats follow their language and region. */
export type TExportReader = { locale: TLocale; timeZone: string };

export const column = (key: string, kind: TColumnKind = 'text'): TExportColumn => ({ key, kind });
