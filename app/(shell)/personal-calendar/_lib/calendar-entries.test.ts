import { entriesByDay, initialDay } from './calendar-entries';
import { MARCH_2026 as cal } from './calendar-fixture';

describe('entriesByDay', () => {
  const byDay = entriesByDay(cal);
  it('puts jobs by start time, then blocked dates, then vacation, on every day of the period they cover', () => {
    expect(byDay.get('2026-03-14')!.map((e) => e.key)).toEqual(['job-1', 'job-2', 'blocked-5']);
    expect(byDay.get('2026-03-14')!.map((e) => e.tone)).toEqual(['confirmed', 'requested', 'blocked']);
    expect(byDay.get('2026-03-14')![2]!.overlaps).toBe(true);
    expect([...byDay.keys()].filter((d) => byDay.get(d)!.some((e) => e.key === 'job-3'))).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(byDay.get('2026-03-31')!.map((e) => e.tone)).toEqual(['vacationApproved']);
    expect(byDay.has('2026-04-01')).toBe(false);
  });
  it('opens on today in this month, else on the first day with something', () => {
    expect(initialDay(cal, byDay, '2026-03-20')).toBe('2026-03-20');
    expect(initialDay(cal, byDay, '2026-05-20')).toBe('2026-03-01');
    expect(initialDay(cal, new Map(), '2026-05-20')).toBe('2026-03-01');
  });
});
