// The personal calendar's entries laid out by day (pure, so the rules are tested): a job on
// each day it is worked, a blocked date or vacation on each of its days, in the period asked.
import { daysWithin } from '@/lib/domain/planning/calendar-month';
import type {
  TCalendarBlockedDate,
  TCalendarJob,
  TCalendarVacation,
  TPersonalCalendar,
} from '@/lib/domain/planning/personal-calendar';

/** rules §4 planning colours, as the screen names them. */
export type TTone = 'confirmed' | 'requested' | 'blocked' | 'vacation' | 'vacationApproved' | 'vacationDeclined';

export type TDayEntry =
  | { kind: 'job'; key: string; tone: TTone; overlaps: boolean; job: TCalendarJob }
  | { kind: 'blockedDate'; key: string; tone: TTone; overlaps: boolean; block: TCalendarBlockedDate }
  | { kind: 'vacation'; key: string; tone: TTone; overlaps: boolean; vacation: TCalendarVacation };

const VACATION_TONE: Record<TCalendarVacation['status'], TTone> = {
  requested: 'vacation',
  approved: 'vacationApproved',
  declined: 'vacationDeclined',
};

const ORDER: Record<TDayEntry['kind'], number> = { job: 0, blockedDate: 1, vacation: 2 };

export function entriesByDay(cal: TPersonalCalendar): Map<string, TDayEntry[]> {
  const byDay = new Map<string, TDayEntry[]>();
  const put = (days: string[], entry: TDayEntry) => {
    for (const day of days) byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  };
  for (const job of cal.jobs)
    put(daysWithin(job, cal.from, cal.to), {
      kind: 'job',
      key: `job-${job.id}`,
      tone: job.tone,
      overlaps: job.overlaps,
      job,
    });
  for (const block of cal.blockedDates)
    put(daysWithin(block, cal.from, cal.to), {
      kind: 'blockedDate',
      key: `blocked-${block.id}`,
      tone: 'blocked',
      overlaps: block.collidesWithJob,
      block,
    });
  for (const vacation of cal.vacationRequests)
    put(daysWithin(vacation, cal.from, cal.to), {
      kind: 'vacation',
      key: `vacation-${vacation.id}`,
      tone: VACATION_TONE[vacation.status],
      overlaps: vacation.overlaps,
      vacation,
    });
  for (const list of byDay.values())
    list.sort(
      (a, b) =>
        ORDER[a.kind] - ORDER[b.kind] ||
        (a.kind === 'job' && b.kind === 'job' ? a.job.startsAt.localeCompare(b.job.startsAt) : 0),
    );
  return byDay;
}

/** The day a month opens on: today when it lies in the month, else the first day with entries, else the 1st. */
export function initialDay(
  cal: Pick<TPersonalCalendar, 'from' | 'to'>,
  byDay: Map<string, TDayEntry[]>,
  today: string,
) {
  if (today >= cal.from && today <= cal.to) return today;
  return [...byDay.keys()].sort()[0] ?? cal.from;
}
