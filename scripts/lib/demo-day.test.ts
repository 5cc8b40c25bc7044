import { SEED_TIME_ZONE } from '../../lib/backend/seed/context';
import { DEMO_TIME_ZONE, msToMidnight, waitBeforeSeed } from './demo-day.mjs';

const MIN = 60_000;

test('the e2e runner waits on the seed time zone', () => {
  expect(DEMO_TIME_ZONE).toBe(SEED_TIME_ZONE);
});

test('the time to midnight is counted on the zone wall clock, in winter and in summer', () => {
  // 22:30 UTC is 23:30 in Amsterdam in winter (UTC+1) and 00:30 the next day in summer (UTC+2).
  expect(msToMidnight(new Date('2026-11-28T22:30:00.250Z'), 'Europe/Amsterdam')).toBe(30 * MIN - 250);
  expect(msToMidnight(new Date('2026-07-01T22:30:00Z'), 'Europe/Amsterdam')).toBe(23.5 * 60 * MIN);
  expect(msToMidnight(new Date('2026-11-28T12:00:00Z'), 'UTC')).toBe(12 * 60 * MIN);
  expect(msToMidnight(new Date('2026-11-28T00:00:00Z'), 'UTC')).toBe(24 * 60 * MIN);
});

test('a run that would cross midnight waits until just after it; one that fits starts at once', () => {
  const lateEvening = new Date('2026-11-28T22:40:00Z'); // 23:40 in Amsterdam
  expect(waitBeforeSeed(lateEvening, 30 * MIN)).toBe(20 * MIN + 5_000);
  expect(waitBeforeSeed(lateEvening, 15 * MIN)).toBe(0);
  expect(waitBeforeSeed(new Date('2026-11-28T23:10:00Z'), 30 * MIN)).toBe(0); // 00:10, a new day
});
