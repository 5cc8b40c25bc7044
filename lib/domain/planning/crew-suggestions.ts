// Suggested crew for an open row as plain rules without zod: who
// may be suggested and in which order, and the ISO week whose planned hours count. The service
// (lib/backend/services/planning/suggestions.ts) gathers the facts; this decides.
import { addDays, daysBetween } from '../calendar-days';
import { ASSIGNMENT_STATUSES, type TAssignmentStatus } from './statuses';
import { weekdayIndex } from './calendar-month';

/** A person in one of these states has the time taken: asked, on standby or agreed. A cancelled
 *  job or a no-show frees nobody's time, but holds none either. */
export const BUSY_ASSIGNMENT_STATUSES: readonly TAssignmentStatus[] = ASSIGNMENT_STATUSES.filter(
  (s) => s !== 'cancelled' && s !== 'noShow',
);

export const SUGGESTION_LIMIT = 20;

/** What the service knows of one person before the rule decides. */
export type TSuggestionFacts = {
  id: number;
  name: string;
  /** Has the crew item's function. */
  hasFunction: boolean;
  /** Already on a row of this crew item. */
  onItem: boolean;
  /** How many things stand against booking them on the item's days and times: overlapping jobs
   *  (confirmed or asked), blocked dates, approved vacation. */
  conflicts: number;
  /** How many working-time rules the item's shifts would break for them (working-time.ts). */
  breaches: number;
  /** Average of their approved ratings, 1 to 5; null when never rated. */
  rating: number | null;
  ratingCount: number;
  /** Paid minutes of confirmed shifts in the ISO week of the item's first day. */
  plannedMinutes: number;
};

export type TRankedSuggestion = Omit<TSuggestionFacts, 'hasFunction' | 'onItem' | 'conflicts' | 'breaches'>;

/**
 * The people to suggest, best first: only those with the function, not on the item already,
 * without any conflict and breaking no working-time rule; then the higher rating first (the never rated after the rated), then
 * fewer hours already planned that week, then by name. At most `limit`.
 */
export function rankSuggestions(people: readonly TSuggestionFacts[], limit = SUGGESTION_LIMIT): TRankedSuggestion[] {
  return people
    .filter((p) => p.hasFunction && !p.onItem && p.conflicts === 0 && p.breaches === 0)
    .sort(
      (a, b) =>
        (b.rating ?? -1) - (a.rating ?? -1) ||
        a.plannedMinutes - b.plannedMinutes ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    )
    .slice(0, Math.max(0, limit))
    .map(({ id, name, rating, ratingCount, plannedMinutes }) => ({ id, name, rating, ratingCount, plannedMinutes }));
}

/** The ISO week of a calendar date: its year and number (the week with the year's first
 *  Thursday is week 1), and its Monday and Sunday. */
export function isoWeekOf(date: string): { year: number; number: number; from: string; to: string } {
  const from = addDays(date, -weekdayIndex(date));
  const thursday = addDays(from, 3);
  const year = Number(thursday.slice(0, 4));
  return { year, number: Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1, from, to: addDays(from, 6) };
}
