// The demo data are laid out around "today" in the demo's time zone (the seed's SEED_TIME_ZONE):
// the crew's job today, the show crew on site, yesterday's build-up. A run that crosses the
// zone's midnight finds yesterday's line-up where its specs look for today's. The e2e runner
// therefore starts its seed only when the rest of the day outlasts the run.

/** The demo tenant's time zone: the seed's SEED_TIME_ZONE (a unit test keeps the two equal). */
export const DEMO_TIME_ZONE = 'Europe/Amsterdam';

/**
 * Milliseconds from `now` to the next midnight on the wall clock of `timeZone`. The clocks of
 * the zones we seed in change in the small hours, never between a late evening and midnight.
 */
export function msToMidnight(now, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  const sinceMidnight = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + now.getMilliseconds();
  return 24 * 3_600_000 - sinceMidnight;
}

/**
 * How long to wait before seeding so that a run of up to `runMs` stays within one demo day:
 * 0 when the day has that long left, else until just after midnight.
 */
export function waitBeforeSeed(now, runMs, timeZone = DEMO_TIME_ZONE) {
  const left = msToMidnight(now, timeZone);
  return left > runMs ? 0 : left + 5_000;
}
