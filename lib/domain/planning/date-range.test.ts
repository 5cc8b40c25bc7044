import { dateRangeProblem, MAX_SPAN_DAYS } from './date-range';

describe('dateRangeProblem', () => {
  it('accepts no end date, the same day and a later day', () => {
    expect(dateRangeProblem('2026-06-01', null)).toBeNull();
    expect(dateRangeProblem('2026-06-01', undefined)).toBeNull();
    expect(dateRangeProblem('2026-06-01', '2026-06-01')).toBeNull();
    expect(dateRangeProblem('2026-06-01', '2026-06-02')).toBeNull();
  });
  it('refuses an end before the start', () => {
    expect(dateRangeProblem('2026-06-01', '2026-05-31')).toBe('The end date lies before the start date');
  });
  it('counts calendar days, also across a daylight-saving change and a leap day', () => {
    // 2026-03-29 has 23 hours in Europe; the count must not depend on the machine's zone.
    expect(dateRangeProblem('2026-03-28', '2027-03-28')).toBeNull(); // 365 days
    expect(dateRangeProblem('2027-03-01', '2028-03-01')).toBe(`At most ${MAX_SPAN_DAYS} days`); // 366 days: 2028 leaps
    expect(dateRangeProblem('2027-03-02', '2028-03-01')).toBeNull(); // 365 days
  });
});
