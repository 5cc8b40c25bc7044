// Which period the planning calendar shows: ?view=month|week and ?date=YYYY-MM-DD (any day of
// it; today when missing or invalid). A month view spans whole weeks, Monday to Sunday.
import { addDays } from '@/lib/domain/calendar-days';
import { dateFromQuery } from '@/lib/domain/calendar-date';
import { monthWeeks, shiftMonth, weekdayIndex } from '@/lib/domain/planning/calendar-month';

export type TCalendarView = { kind: 'month' | 'week'; date: string; from: string; to: string; weeks: string[][] };

export function calendarView(kind: 'month' | 'week', date: string): TCalendarView {
  if (kind === 'week') {
    const monday = addDays(date, -weekdayIndex(date));
    const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    return { kind, date, from: week[0]!, to: week[6]!, weeks: [week] };
  }
  const weeks = monthWeeks(date.slice(0, 7));
  return { kind, date, from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]!, weeks };
}

export function parseCalendarView(query: Record<string, string | string[] | undefined>, today: string) {
  const kind = query.view === 'week' ? 'week' : 'month';
  return calendarView(kind, dateFromQuery(query.date, today));
}

/** The same view one period earlier (-1) or later (1). */
export function shiftView(v: TCalendarView, by: number): string {
  if (v.kind === 'week') return addDays(v.date, 7 * by);
  return `${shiftMonth(v.date.slice(0, 7), by)}-01`;
}
