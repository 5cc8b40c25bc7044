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
    const s = shiftSpan({ startDate: '2026-06-01', endDate: '2026-06-03', startTime: '08:00', endTime: '17:00' }, 'Europe/Amsterdam');
    expect(s.endsAt.toISOString()).toBe('2026-06-03T15:00:00.000Z');
  });
});
