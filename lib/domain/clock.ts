// The one clock (ARCHITECTURE "Time"). Every "now" and "today" of a rule, of a stored stamp and of
// the seed comes from here: the backend, the web app, the seed and browser code call now(), never
// `new Date()` (which is left to code that measures a duration or stamps a log line).
//
// A run may set it. CREWDECK_NOW=<ISO instant> makes the clock read that instant when the run began
// and go on at the usual pace from there: durations still pass (a token's five minutes, a
// lock-out), while the date and the hour are those of the run's setting, whatever the machine's
// clock says. CREWDECK_NOW_FROM (the machine's time, ms since the epoch) is when the run began, so
// that the processes of one run (the backend, the web server, the test runner) agree to the
// millisecond; without it, when this module was loaded. In the browser the clock is the page's own
// (Playwright's clock sets it in the browser tests). Tests in one process stop the clock at an
// instant with clock.stopAt.
import { utcToZonedDate } from './zoned-date';

type TClockEnv = Record<string, string | undefined>;

/** How far the clock runs ahead of the machine's (ms) under the settings in `env`. */
export function clockOffset(env: TClockEnv, loadedAtMs: number): number {
  const setting = env.CREWDECK_NOW?.trim();
  if (!setting) return 0;
  const instant = Date.parse(setting);
  if (Number.isNaN(instant)) throw new Error(`CREWDECK_NOW is not an instant: ${setting}`);
  const from = env.CREWDECK_NOW_FROM?.trim() ? Number(env.CREWDECK_NOW_FROM) : loadedAtMs;
  if (!Number.isFinite(from)) throw new Error(`CREWDECK_NOW_FROM is not a time in ms: ${env.CREWDECK_NOW_FROM}`);
  return instant - from;
}

const processEnv: TClockEnv = typeof process === 'undefined' ? {} : (process.env ?? {});
const offsetMs = clockOffset(processEnv, Date.now());
let stoppedAt: number | null = null;

export const clock = {
  /** The clock's time in ms since the epoch. */
  nowMs(): number {
    return stoppedAt ?? Date.now() + offsetMs;
  },
  /** The clock's time. */
  now(): Date {
    return new Date(clock.nowMs());
  },
  /** Today's calendar date (YYYY-MM-DD) in a time zone. */
  today(timeZone: string): string {
    return utcToZonedDate(clock.now(), timeZone);
  },
  /** Tests: stop the clock at an instant, or let it run again (null) from the run's setting. */
  stopAt(at: Date | string | number | null): void {
    if (at === null) {
      stoppedAt = null;
      return;
    }
    const ms = new Date(at).getTime();
    if (Number.isNaN(ms)) throw new Error(`clock.stopAt: not an instant: ${String(at)}`);
    stoppedAt = ms;
  },
};
