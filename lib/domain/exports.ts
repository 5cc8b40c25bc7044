// The spreadsheet exports: each list the office takes elsewhere comes as .xlsx, or as
// .csv in the reader's list separator. No zod here: screens load it (export-query.ts has the schemas).
import { addDays, daysBetween } from './calendar-days';
import { MAX_SPAN_DAYS } from './planning/date-range';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** What is wrong with a period of hours to export: its end before its start, or longer than a year. */
export type TPeriodProblem = 'endBeforeStart' | 'tooLong';

export function periodProblem(from: string, to: string): TPeriodProblem | null {
  const days = daysBetween(from, to);
  if (days < 0) return 'endBeforeStart';
  return days >= MAX_SPAN_DAYS ? 'tooLong' : null;
}

/** The calendar month before `today`'s: the period hours are usually exported for. */
export function lastMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** The export paths that are not a project's (projects/paths.ts has those). */
export const exportPaths = {
  invoices: '/exports/invoices',
  receipts: '/exports/receipts',
  hours: '/exports/hours',
  crewDocuments: (companyId: number) => `/companies/${companyId}/exports/crewDocuments`,
};
