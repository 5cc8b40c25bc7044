// The words and formats of one PDF's reader: labels from the Pdf namespace of messages/*.json,
// dates, times and amounts by readerFormat. Every PDF builder takes its words from here, so a
// label is translated once for all of them.
import type { TAnswerValue, TFormQuestion } from '../../../domain/field-work';
import { readerFormat, translator } from '../i18n/translate';
import type { TOutputReader } from '../i18n/reader-of';

type TValues = Record<string, string | number>;

export type TPdfLabel =
  | 'company'
  | 'project'
  | 'crew'
  | 'location'
  | 'date'
  | 'shift'
  | 'filledInBy'
  | 'employee'
  | 'client'
  | 'status'
  | 'total'
  | 'type'
  | 'reference'
  | 'document'
  | 'year'
  | 'issuedOn'
  | 'payroll'
  | 'period'
  | 'paidOn'
  | 'description'
  | 'hours'
  | 'rate'
  | 'amount'
  | 'name'
  | 'function'
  | 'time';

export type TPdfWords = ReturnType<typeof pdfWords>;

/** Who reads a PDF: its words and times are theirs; the tenant's name (and logo) heads every page. */
export type TPdfReader = Pick<TOutputReader, 'locale' | 'timeZone' | 'tenantName'> &
  Partial<Pick<TOutputReader, 'logo'>>;

export function pdfWords(reader: TPdfReader) {
  const t = translator(reader.locale, 'Pdf');
  const format = readerFormat(reader);
  return {
    t: (key: string, values?: TValues) => t(key, values),
    label: (key: TPdfLabel) => t(`labels.${key}`),
    /** A calendar date (YYYY-MM-DD) as the reader writes it on paper. */
    date: (date: string) => format.calendar(date, 'calendarDateLong'),
    /** Two calendar dates as one span ("12–18 May 2031"), or one date; in a table the short "Mon 12 May 2031". */
    dates: (start: string, end: string | null, name: 'calendarDateLong' | 'calendarDayYear' = 'calendarDateLong') =>
      format.calendarSpan(start, end, name),
    /** An instant's time of day in the tenant's zone. */
    time: (at: Date) => format.instant(at, 'time'),
    /** When something was signed: date, time and zone. */
    when: (at: Date) => format.instant(at, 'paperTime'),
    /** A shift's wall-clock times (HH:mm). */
    span: format.wallSpan,
    money: (cents: number, currency: string) => format.money(cents, currency),
    /** How an answer to a form's question reads on paper. */
    answer: (q: TFormQuestion, value: TAnswerValue | undefined) => {
      if (value === undefined) return '-';
      if (q.type === 'yesNo') return t(value === true ? 'yes' : 'no');
      return String(value);
    },
  };
}
