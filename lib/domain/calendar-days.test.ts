// Calendar arithmetic without a date library, across month, year and daylight-saving boundaries
// (time-zone-dst.test.ts gives it other machine time zones).
import { addDays, daysBetween } from './calendar-days';

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', -1, '2026-10-24'],
    ['2026-06-01', 0, '2026-06-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-31', 366, '2027-02-01'],
    ['2026-06-15', -3650, '2016-06-17'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s plus %i days is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-03-28', '2026-03-30', 2],
    ['2026-03-30', '2026-03-28', -2],
    ['2026-10-26', '2026-10-24', -2],
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
    ['2026-05-05', '2026-05-05', 0],
  ])('from %s to %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it('undoes addDays over ten years of days', () => {
    for (let n = -1900; n <= 1900; n += 37) expect(daysBetween('2026-03-29', addDays('2026-03-29', n))).toBe(n);
  });
});
