import { endsOnLaterDay } from './night-shift';

describe('endsOnLaterDay', () => {
  it('is false for a day shift', () => {
    expect(endsOnLaterDay('2026-06-01T06:00:00Z', '2026-06-01T15:00:00Z', 'Europe/Amsterdam')).toBe(false);
  });
  it('is true for a night shift past midnight in the tenant zone', () => {
    // 18:00–02:00 in Amsterdam (UTC+2 in summer).
    expect(endsOnLaterDay('2026-06-01T16:00:00Z', '2026-06-02T00:00:00Z', 'Europe/Amsterdam')).toBe(true);
  });
  it('reads the day in the tenant zone, not in UTC', () => {
    // 22:30 UTC is already the next day in Amsterdam but the same day in New York.
    expect(endsOnLaterDay('2026-06-01T20:00:00Z', '2026-06-01T22:30:00Z', 'Europe/Amsterdam')).toBe(true);
    expect(endsOnLaterDay('2026-06-01T20:00:00Z', '2026-06-01T22:30:00Z', 'America/New_York')).toBe(false);
  });
});
