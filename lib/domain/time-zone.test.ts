import { shiftSpan, utcToZonedDate, utcToZonedTime, zonedToUtc } from './time-zone';

describe('zonedToUtc', () => {
  it('converts winter and summer wall times in Amsterdam', () => {
    expect(zonedToUtc('2026-01-15', '09:00', 'Europe/Amsterdam').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedToUtc('2026-07-15', '09:00', 'Europe/Amsterdam').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });
  it('handles the day the clocks go forward and back', () => {
    // 2026-03-29 02:30 does not exist in Amsterdam; it is moved to 03:30 CEST.
    expect(zonedToUtc('2026-03-29', '02:30', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToUtc('2026-03-29', '12:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(zonedToUtc('2026-10-25', '12:00', 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
  it('takes the earlier instant of a wall time that happens twice', () => {
    expect(zonedToUtc('2026-10-25', '02:30', 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToUtc('2026-10-25', '01:30', 'Europe/Amsterdam').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
  it('is right for every quarter hour of a year in several zones', () => {
    // One expect over the misses, not one per instant: 140,000 expects cost 15 s.
    const misses: string[] = [];
    for (const tz of ['Europe/Amsterdam', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000) {
        const instant = new Date(t);
        const back = zonedToUtc(utcToZonedDate(instant, tz), utcToZonedTime(instant, tz), tz);
        // Round-trip exact, except the second pass through a repeated hour maps to the first.
        const off = instant.getTime() - back.getTime();
        if (off !== 0 && off !== 3_600_000) misses.push(`${tz} ${instant.toISOString()} → ${back.toISOString()}`);
      }
    }
    expect(misses).toEqual([]);
  });
  it('round-trips to the zoned date and time', () => {
    const t = zonedToUtc('2026-11-21', '23:30', 'Europe/London');
    expect(utcToZonedDate(t, 'Europe/London')).toBe('2026-11-21');
    expect(utcToZonedTime(t, 'Europe/London')).toBe('23:30');
  });
});

describe('shiftSpan', () => {
  it('runs an overnight shift into the next day', () => {
    const s = shiftSpan({ startDate: '2026-06-01', startTime: '22:00', endTime: '06:00' }, 'Europe/Amsterdam');
    expect(s.startsAt.toISOString()).toBe('2026-06-01T20:00:00.000Z');
    expect(s.endsAt.toISOString()).toBe('2026-06-02T04:00:00.000Z');
  });
  it('spans several days up to the end date', () => {
    const s = shiftSpan(
      { startDate: '2026-06-01', endDate: '2026-06-03', startTime: '08:00', endTime: '17:00' },
      'Europe/Amsterdam',
    );
    expect(s.endsAt.toISOString()).toBe('2026-06-03T15:00:00.000Z');
  });
});
