// The named date, time and number formats (next-intl `formats`). Screens, and everything the
// backend writes for people (mail, PDFs, push messages), use these names only, so one change
// here changes every output alike. The locale they format in is `formatLocale` (format-locale.ts).
import type { Formats } from 'use-intl/core';

/** A calendar date (YYYY-MM-DD) as an instant at noon UTC: with the `calendar*` formats (UTC) it never shifts a day. */
export const calendarDate = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

const UTC = { timeZone: 'UTC' } as const;

/**
 * A wall-clock time (HH:mm, HH:mm:ss) as an instant on a UTC day: with the `wallTime` format
 * (UTC) it shows as the time it is, in the reader's style (14:00, or 02:00 PM in America).
 */
export const wallClock = (time: string) => new Date(`1970-01-01T${time.slice(0, 5)}:00Z`);

type TDateTimeFormatter = { dateTime: (at: Date, format: TDateTimeFormat) => string };

/** A shift's two wall-clock times, "08:00–17:00"; the end may be the next morning. */
export const wallSpan = (format: TDateTimeFormatter, start: string, end: string) =>
  `${format.dateTime(wallClock(start), 'wallTime')}–${format.dateTime(wallClock(end), 'wallTime')}`;

/**
 * A range of two instants in a named format, for screens that render on the server and
 * hydrate in the browser. ICU versions differ in the spaces around the dash (thin spaces in
 * Node's ICU, plain ones in Chromium's), and React refuses to hydrate text that differs, so the
 * spaces are made plain on both sides.
 */
export const dateRange = (format: TRangeFormatter, start: Date, end: Date, name: TDateTimeFormat) =>
  format.dateTimeRange(start, end, name).replace(/[\u2009\u202f]/g, ' ');

type TRangeFormatter = { dateTimeRange: (start: Date, end: Date, format: TDateTimeFormat) => string };

export const FORMATS = {
  dateTime: {
    /** 14:05 */
    time: { hour: '2-digit', minute: '2-digit' },
    /** 14:05 (a wall-clock time: `wallClock`) */
    wallTime: { hour: '2-digit', minute: '2-digit', ...UTC },
    /** 14 Mar 2025 */
    short: { day: 'numeric', month: 'short', year: 'numeric' },
    /** Fri 14 Mar */
    weekday: { weekday: 'short', day: 'numeric', month: 'short' },
    /** Fri 14:05 (the end of a night shift) */
    weekdayTime: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
    /** Fri 14:05:09 (a live position) */
    weekdayTimeSeconds: { weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' },
    /** 14 Mar, 14:05 */
    dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
    /** 14 March 2025, 14:05 CET (an instant on paper: when a document was signed) */
    paperTime: {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    /** Fri 14 Mar (a calendar date) */
    calendarDay: { weekday: 'short', day: 'numeric', month: 'short', ...UTC },
    /** Fri 14 Mar 2025 (a calendar date) */
    calendarDayYear: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...UTC },
    /** Friday 14 March (a calendar date) */
    calendarWeekdayLong: { weekday: 'long', day: 'numeric', month: 'long', ...UTC },
    /** Fri (a calendar date's weekday, for calendar headers) */
    calendarWeekdayShort: { weekday: 'short', ...UTC },
    /** March 2025 (a calendar month) */
    calendarMonth: { month: 'long', year: 'numeric', ...UTC },
    /** 14 March 2025 (a calendar date, on paper) */
    calendarDateLong: { day: 'numeric', month: 'long', year: 'numeric', ...UTC },
    /** Friday 14 March 2025 (a calendar date) */
    calendarDayLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...UTC },
    /** 14 (the day of the month of a calendar date) */
    calendarDayNumber: { day: 'numeric', ...UTC },
    /** 14/03/2025, 14-03-2025, 14.03.2025 (a calendar date in a CSV file, as the reader's spreadsheet reads one) */
    calendarNumeric: { day: '2-digit', month: '2-digit', year: 'numeric', ...UTC },
  },
  number: {
    /** € 1,234.50; a screen with the tenant's currency passes `{ currency }` as well. */
    money: { style: 'currency', currency: 'EUR' },
    /** 37.5 (hours, at most two decimals) */
    decimal: { maximumFractionDigits: 2 },
    /** 1234.50, 1234,50 (a number in a CSV file: two decimals, no grouping, which spreadsheets would misread) */
    sheetNumber: { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
    /** 92.5 % (of a fraction: 0.925) */
    percent: { style: 'percent', maximumFractionDigits: 2 },
  },
} as const satisfies Formats;

/** The name of a date and time format. */
export type TDateTimeFormat = keyof typeof FORMATS.dateTime;
