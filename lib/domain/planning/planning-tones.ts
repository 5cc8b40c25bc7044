// rules §4 planning colours of the planning calendar, and its limits; zod-free for the browser.

/** The planning colours, in the legend's order; overlapping events are marked on top. */
export const PLANNING_TONES = [
  'confirmedJob',
  'requestedJob',
  'requestedCrew',
  'requestedVacation',
  'blockedDate',
] as const;
export type TPlanningToneName = (typeof PLANNING_TONES)[number];

/** The longest period one call answers (a month view with its leading and trailing days). */
export const PLANNING_CALENDAR_MAX_DAYS = 42;

/** rules §9: planner planning items run from one month back. */
export function planningSince(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(d, last));
  return back.toISOString().slice(0, 10);
}
