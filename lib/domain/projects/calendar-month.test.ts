import { dayDots, daysInMonth, monthRange, monthWeeks, parseMonth, runsOn, shiftMonth } from './calendar-month';

describe('the projects calendar month', () => {
  it('reads a real month from the URL and falls back to the current one', () => {
    expect(parseMonth('2026-05', '2030-01-15')).toBe('2026-05');
    for (const bad of ['2026-13', '2026-5', 'may', undefined, ['2026-05'], '1999-12'])
      expect(parseMonth(bad, '2030-01-15')).toBe('2030-01');
  });
  it('runs from the first to the last day (rules §9), leap years included', () => {
    expect(monthRange('2026-05')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('moves to the next and previous month across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });
  it('lays the days out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-03'); // 1 March 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });
  it('tells on which days a project runs', () => {
    const p = { beginDate: '2026-04-29', endDate: '2026-05-02' };
    expect(runsOn(p, '2026-04-29')).toBe(true);
    expect(runsOn(p, '2026-05-02')).toBe(true);
    expect(runsOn(p, '2026-05-03')).toBe(false);
    expect(daysInMonth(p, '2026-05')).toBe(2);
    expect(daysInMonth(p, '2026-06')).toBe(0);
  });

  it('shows each calendar state of a busy day before repeating one', () => {
    const p = (id: number, status: 'requested' | 'quoted' | 'confirmed' | 'closed') => ({ id, status });
    const day = [p(1, 'confirmed'), p(2, 'closed'), p(3, 'confirmed'), p(4, 'requested'), p(5, 'quoted')];
    expect(dayDots(day, 3).map((x) => x.id)).toEqual([1, 5, 4]);
    expect(dayDots(day, 5).map((x) => x.id)).toEqual([1, 5, 4, 2, 3]);
    expect(dayDots([p(1, 'closed'), p(2, 'confirmed')], 3).map((x) => x.id)).toEqual([1, 2]);
  });
});
