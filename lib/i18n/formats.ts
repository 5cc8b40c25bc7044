// The named date, time and number formats of the UI (next-intl `formats`). Screens use these
// names only, so one change here changes every screen alike.
import type { Formats } from 'next-intl';

/** A calendar date (YYYY-MM-DD) as an instant at noon UTC: with the `calendar*` formats (UTC) it never shifts a day. */
export const calendarDate = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

const UTC = { timeZone: 'UTC' } as const;

export const FORMATS = {
  dateTime: {
    /** 14:05 */
    time: { hour: '2-digit', minute: '2-digit' },
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
    /** Fri 14 Mar (a calendar date) */
    calendarDay: { weekday: 'short', day: 'numeric', month: 'short', ...UTC },
    /** Fri 14 Mar 2025 (a calendar date) */
    calendarDayYear: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...UTC },
    /** Friday 14 March (a calendar date) */
    calendarWeekdayLong: { weekday: 'long', day: 'numeric', month: 'long', ...UTC },
    /** Friday 14 March 2025 (a calendar date) */
    calendarDayLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...UTC },
  },
  number: { money: { style: 'currency', currency: 'EUR' } },
} as const satisfies Formats;
