import {
  calendarPeriod,
  daysWithin,
  isMonth,
  monthRange,
  monthWeeks,
  shiftMonth,
  weekdayIndex,
} from './calendar-month';

describe('calendar months (rules §9: first to last day)', () => {
  it.each([
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-04', '2026-04-01', '2026-04-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (month, from, to) => expect(monthRange(month)).toEqual({ from, to }));

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('knows a month when it sees one', () => {
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-3')).toBe(false);
    expect(isMonth(undefined)).toBe(false);
  });

  it('lays a month out in Monday-to-Sunday weeks', () => {
    const weeks = monthWeeks('2026-03');
    expect(weekdayIndex('2026-03-01')).toBe(6);
    expect(weeks[0]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks.at(-1)!.at(-1)).toBe('2026-04-05');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('clips a span to a period', () => {
    expect(daysWithin({ startDate: '2026-02-27', endDate: '2026-03-02' }, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysWithin({ startDate: '2026-03-05', endDate: null }, '2026-03-01', '2026-03-31')).toEqual(['2026-03-05']);
    expect(daysWithin({ startDate: '2026-04-05', endDate: null }, '2026-03-01', '2026-03-31')).toEqual([]);
  });

  it('answers this month when asked for no period', () => {
    expect(calendarPeriod({}, '2026-03-14')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(calendarPeriod({ from: '2026-05-10' }, '2026-03-14')).toEqual({ from: '2026-05-10', to: '2026-05-31' });
    expect(calendarPeriod({ to: '2026-05-10' }, '2026-03-14')).toEqual({ from: '2026-05-01', to: '2026-05-10' });
  });
});
