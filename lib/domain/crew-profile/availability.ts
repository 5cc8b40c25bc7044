// The crew profile's availability: the coming weeks (Monday to Sunday) from a personal
// calendar, each day booked (a job that is not cancelled), blocked, on vacation (requested or
// approved) or free. Pure, on YYYY-MM-DD strings.
import { addDays } from '../calendar-days';

export type TDayState = 'booked' | 'blocked' | 'vacation' | 'free';
type TSpan = { startDate: string; endDate: string | null };

const covers = (s: TSpan, day: string) => s.startDate <= day && (s.endDate ?? s.startDate) >= day;
const weekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The first and last day of `weeks` weeks, starting with the Monday of `today`'s week. */
export function availabilityRange(today: string, weeks: number) {
  const from = addDays(today, -weekday(today));
  return { from, to: addDays(from, weeks * 7 - 1) };
}

export function availabilityWeeks(
  today: string,
  weeks: number,
  calendar: {
    jobs: Array<TSpan & { status: string }>;
    blockedDates: TSpan[];
    vacationRequests: Array<TSpan & { status: string }>;
  },
): Array<{ start: string; days: Array<{ date: string; state: TDayState }> }> {
  const { from } = availabilityRange(today, weeks);
  return Array.from({ length: weeks }, (_, w) => {
    const start = addDays(from, w * 7);
    const days = Array.from({ length: 7 }, (_, d) => {
      const date = addDays(start, d);
      const state: TDayState = calendar.jobs.some((j) => j.status !== 'cancelled' && covers(j, date))
        ? 'booked'
        : calendar.blockedDates.some((b) => covers(b, date))
          ? 'blocked'
          : calendar.vacationRequests.some((v) => v.status !== 'declined' && covers(v, date))
            ? 'vacation'
            : 'free';
      return { date, state };
    });
    return { start, days };
  });
}
