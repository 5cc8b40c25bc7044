// The calendar days a crew works, from its start to its end date (one day without an end).
import { addDays } from '@/lib/domain/calendar-days';

export const MAX_CREW_DAYS = 31;

export function crewDays(startDate: string, endDate: string | null): string[] {
  const days: string[] = [];
  const last = endDate && endDate > startDate ? endDate : startDate;
  for (let d = startDate; d <= last && days.length < MAX_CREW_DAYS; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The day to act on: today when the crew works then, else its first day. */
export function actionDay(days: readonly string[], today: string): string {
  return days.includes(today) ? today : (days.find((d) => d >= today) ?? days[days.length - 1] ?? today);
}

/** Whether any crew item that is still needed covers `day`. */
export const worksOn = (
  items: ReadonlyArray<{ startDate: string; endDate: string | null; status: string }>,
  day: string,
) => items.some((it) => it.status !== 'notNeeded' && it.startDate <= day && (it.endDate ?? it.startDate) >= day);
