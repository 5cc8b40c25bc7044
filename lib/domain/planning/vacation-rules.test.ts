import { nextVacationStatus, spansMeet, vacationDays } from './vacation-rules';

describe('vacationDays', () => {
  const span = (startDate: string, endDate: string, startHalfDay = false, endHalfDay = false) =>
    vacationDays({ startDate, endDate, startHalfDay, endHalfDay });
  it.each([
    [span('2026-07-06', '2026-07-10'), 5],
    [span('2026-07-06', '2026-07-10', true), 4.5],
    [span('2026-07-06', '2026-07-10', true, true), 4],
    [span('2026-07-06', '2026-07-06'), 1],
    [span('2026-07-06', '2026-07-06', true), 0.5],
    [span('2026-07-06', '2026-07-06', false, true), 0.5],
    [span('2026-07-06', '2026-07-06', true, true), 0],
    [span('2026-03-28', '2026-03-30'), 3],
    [span('2026-07-10', '2026-07-06'), 0],
  ])('%s days', (got, expected) => expect(got).toBe(expected));
});

describe('nextVacationStatus', () => {
  it.each([
    ['requested', 'withdraw', 'withdrawn'],
    ['approved', 'withdraw', null],
    ['declined', 'withdraw', null],
    ['requested', 'approve', 'approved'],
    ['declined', 'approve', 'approved'],
    ['approved', 'approve', null],
    ['requested', 'decline', 'declined'],
    ['approved', 'decline', 'declined'],
    ['declined', 'decline', null],
  ] as const)('%s + %s → %s', (from, action, to) => expect(nextVacationStatus(from, action)).toBe(to));
});

describe('spansMeet', () => {
  it('shares a day, both ends included', () => {
    expect(
      spansMeet({ startDate: '2026-01-01', endDate: '2026-01-03' }, { startDate: '2026-01-03', endDate: '2026-01-04' }),
    ).toBe(true);
    expect(
      spansMeet({ startDate: '2026-01-01', endDate: '2026-01-03' }, { startDate: '2026-01-04', endDate: '2026-01-04' }),
    ).toBe(false);
  });
});
