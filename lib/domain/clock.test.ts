import { SEED_TIME_ZONE } from '../backend/seed/context';
import { TEST_NOW } from '../../scripts/lib/test-clock.mjs';
import { clock, clockOffset } from './clock';
import { utcToZonedDate, zonedToUtc } from './time-zone';

afterEach(() => clock.stopAt(null));

describe('clockOffset', () => {
  it('runs with the machine when nothing is set', () => {
    expect(clockOffset({}, 1_000)).toBe(0);
    expect(clockOffset({ CREWDECK_NOW: '  ' }, 1_000)).toBe(0);
  });

  it('reads CREWDECK_NOW when the run began: at CREWDECK_NOW_FROM, or else when it was loaded', () => {
    const at = Date.parse('2026-11-18T09:00:00Z');
    expect(clockOffset({ CREWDECK_NOW: '2026-11-18T09:00:00Z' }, 5_000)).toBe(at - 5_000);
    expect(clockOffset({ CREWDECK_NOW: '2026-11-18T09:00:00Z', CREWDECK_NOW_FROM: '7000' }, 5_000)).toBe(at - 7_000);
  });

  it('refuses a setting that is not an instant', () => {
    expect(() => clockOffset({ CREWDECK_NOW: 'next Tuesday' }, 0)).toThrow(/CREWDECK_NOW/);
    expect(() => clockOffset({ CREWDECK_NOW: TEST_NOW, CREWDECK_NOW_FROM: 'soon' }, 0)).toThrow(/CREWDECK_NOW_FROM/);
  });
});

describe('clock', () => {
  it('starts a Jest run at the test instant and goes on from there', () => {
    const start = Date.parse(TEST_NOW);
    expect(clock.nowMs()).toBeGreaterThanOrEqual(start);
    // However long this file has run, far from the next day.
    expect(clock.today(SEED_TIME_ZONE)).toBe('2026-11-18');
  });

  it('stops at an instant, and gives today in any zone from it', () => {
    clock.stopAt('2026-03-28T23:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-28T23:30:00.000Z');
    expect(clock.today('Europe/Amsterdam')).toBe('2026-03-29');
    expect(clock.today('America/New_York')).toBe('2026-03-28');
    expect(() => clock.stopAt('never')).toThrow(/not an instant/);
  });
});

test('the test instant is a weekday morning in the demo zone, hours from its midnight', () => {
  const at = new Date(TEST_NOW);
  const day = utcToZonedDate(at, SEED_TIME_ZONE);
  expect(day).toBe('2026-11-18');
  expect(at.getTime() - zonedToUtc(day, '00:00', SEED_TIME_ZONE).getTime()).toBe(10 * 3_600_000);
  expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(3);
});
