// Formatting for one reader outside the screens (mail, PDFs, exports, push messages): the same
// named formats and the same locale rule as the screens' next-intl formatter.
import { createFormatter } from 'use-intl/core';
import { formatLocale } from './format-locale';
import { calendarDate, dateRange, FORMATS, wallSpan, type TDateTimeFormat } from './formats';
import type { TLocale } from './locales';

/** Who reads a text: their language, and the tenant's time zone (which also gives the region). */
export type TReader = { locale: TLocale; timeZone: string };

export type TReaderFormat = ReturnType<typeof readerFormat>;

export function readerFormat(reader: TReader) {
  const format = createFormatter({
    locale: formatLocale(reader.locale, reader.timeZone),
    timeZone: reader.timeZone,
    formats: FORMATS,
  });
  return {
    /** An instant in a named format, in the tenant's time zone. */
    instant: (at: Date, name: TDateTimeFormat) => format.dateTime(at, name),
    /** A calendar date (YYYY-MM-DD) in a named `calendar*` format: never shifted a day. */
    calendar: (date: string, name: TDateTimeFormat) => format.dateTime(calendarDate(date), name),
    /** Two calendar dates as one span ("12–18 May 2031"); one date when the end is the start or missing. */
    calendarSpan: (start: string, end: string | null, name: TDateTimeFormat) =>
      end && end !== start
        ? dateRange(format, calendarDate(start), calendarDate(end), name)
        : format.dateTime(calendarDate(start), name),
    /** Two instants as one range ("08:00 – 17:00"). */
    range: (start: Date, end: Date, name: TDateTimeFormat) => dateRange(format, start, end, name),
    /** A shift's wall-clock times (HH:mm) as "08:00 – 17:00". */
    wallSpan: (start: string, end: string) => wallSpan(format, start, end),
    /** An amount in cents, in the tenant's currency. */
    money: (cents: number, currency: string) => format.number(cents / 100, 'money', { currency }),
    /** A length of time in whole hours, in words: "1 hour", "1 uur", "2 Stunden". */
    hours: (hours: number) => format.number(hours, { style: 'unit', unit: 'hour', unitDisplay: 'long' }),
    /** Hours and the like: at most two decimals. */
    decimal: (value: number) => format.number(value, 'decimal'),
    /** A number in a CSV cell: two decimals with the reader's decimal sign, no grouping. */
    sheetNumber: (value: number) => format.number(value, 'sheetNumber'),
    /** The reader's decimal sign: a comma in most of Europe, a point in English and Welsh. */
    decimalSign: () => format.number(1.5).replace(/\d/g, ''),
  };
}
