import { datesOf, dayOfMonth, monthOf } from './month';

describe('monthOf (rules §9: first to last day of the month)', () => {
  it.each([
    ['2025-06-14', '2025-06-01', '2025-06-30', 30],
    ['2025-01-01', '2025-01-01', '2025-01-31', 31],
    ['2025-12-31', '2025-12-01', '2025-12-31', 31],
    ['2024-02-10', '2024-02-01', '2024-02-29', 29],
    ['2100-02-10', '2100-02-01', '2100-02-28', 28],
  ])('%s is %s to %s (%i days)', (date, dateFrom, dateTo, days) => {
    expect(monthOf(date)).toEqual({ dateFrom, dateTo, days });
  });

  it('lists every date of the month', () => {
    const dates = datesOf(monthOf('2024-02-10'));
    expect(dates).toHaveLength(29);
    expect([dates[0], dates[28]]).toEqual(['2024-02-01', '2024-02-29']);
    expect(dayOfMonth('2024-02-29')).toBe(29);
  });
});
