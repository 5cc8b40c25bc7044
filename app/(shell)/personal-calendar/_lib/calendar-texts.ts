// The texts of the month the server writes for its first paint (app/_components/i18n/server-texts.tsx):
// every date, time and counted message the title, the grid and the chosen day's list ask for, so
// the browser makes no Intl object while the month hydrates. The components read them through
// useDateText and useMessageText by the same instants and values; what is missing here is only
// formatted in the browser instead.
import { monthWeeks } from '@/lib/domain/planning/calendar-month';
import { calendarDate, wallClock, type TDateTimeFormat } from '@/lib/i18n/formats';
import type { TMessageValues } from '@/lib/i18n/server-text-keys';
import type { TDayEntry } from './calendar-entries';

/** The instant a calendar day, a wall-clock time or a month's title is formatted from. */
export const dayIso = (day: string) => calendarDate(day).toISOString();
export const wallIso = (time: string) => wallClock(time).toISOString();
export const monthTitleIso = (month: string) => dayIso(`${month}-15`);

type TDateEntry = readonly [iso: string, format: TDateTimeFormat];
type TMessageEntry = readonly [key: string, values: TMessageValues];

const spanDates = (startDate: string, endDate: string | null): TDateEntry[] =>
  [startDate, ...(endDate ? [endDate] : [])].map((d) => [dayIso(d), 'calendarDay'] as const);

/** The dates of the month's title, its grid, and the chosen day's list. */
export function calendarDateEntries(month: string, day: string, entries: readonly TDayEntry[]): TDateEntry[] {
  const days = monthWeeks(month).flat();
  return [
    [monthTitleIso(month), 'calendarMonth'],
    ...days.slice(0, 7).map((d) => [dayIso(d), 'calendarWeekdayShort'] as const),
    ...days.flatMap((d) => [[dayIso(d), 'calendarWeekdayLong'] as const, [dayIso(d), 'calendarDayNumber'] as const]),
    [dayIso(day), 'calendarDayLong'],
    ...entries.flatMap((e): TDateEntry[] =>
      e.kind === 'job'
        ? [
            [wallIso(e.job.startTime), 'wallTime'],
            [wallIso(e.job.endTime), 'wallTime'],
          ]
        : e.kind === 'blockedDate'
          ? spanDates(e.block.startDate, e.block.endDate)
          : spanDates(e.vacation.startDate, e.vacation.endDate),
    ),
  ];
}

/** The counted messages (PersonalCalendarPage) of the grid's days and the chosen day's vacation. */
export function calendarMessageEntries(
  month: string,
  byDay: Map<string, TDayEntry[]>,
  entries: readonly TDayEntry[],
  dateText: (iso: string, format: TDateTimeFormat) => string,
): TMessageEntry[] {
  return [
    ...monthWeeks(month)
      .flat()
      .map(
        (d) =>
          [
            'dayLabel',
            { date: dateText(dayIso(d), 'calendarWeekdayLong'), count: (byDay.get(d) ?? []).length },
          ] as const,
      ),
    ...entries.flatMap((e): TMessageEntry[] =>
      e.kind === 'vacation' ? [['vacation.days', { days: e.vacation.days }]] : [],
    ),
  ];
}
