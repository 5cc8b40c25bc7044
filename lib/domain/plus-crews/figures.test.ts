// Team speed and the bonus forecast against tables worked out by hand (rules "Plus crews").
// Amounts in cents: 100000 is 1,000.00.
import {
  bonusForecast,
  monthDays,
  monthSummary,
  percentOf,
  teamSpeed,
  type TDayFigures,
  type TPlusCrewSettings,
} from './figures';
import { monthOf } from './month';

const JUNE = monthOf('2025-06-14'); // 30 days
const AMOUNT: TPlusCrewSettings = { targetBorderPercent: 90, teamBonus: { kind: 'amount', amountCents: 50000 } };
const PERCENT: TPlusCrewSettings = { targetBorderPercent: 90, teamBonus: { kind: 'percentage', percent: 10 } };

/** Days 1..n of June with the same turnover and hours, and a target of 1,000.00 on every day of the month. */
function june(n: number, turnover: number, hours: number): TDayFigures[] {
  return Array.from({ length: 30 }, (_, i) => ({
    date: `2025-06-${String(i + 1).padStart(2, '0')}`,
    actualTurnoverCents: i < n ? turnover : null,
    staffHours: i < n ? hours : null,
    targetTurnoverCents: 100000,
  }));
}

describe('teamSpeed', () => {
  it.each([
    // turnover, hours, cents per hour
    [100000, 40, 2500], // 1,000.00 ÷ 40 h = 25.00 an hour
    [123456, 37.5, 3292], // 1,234.56 ÷ 37.5 h = 32.9216 → 32.92
    [0, 8, 0],
    [50000, 0, null], // no hours: nothing to divide by
    [0, 0, null],
  ])('%i cents over %d h is %p', (turnover, hours, speed) => {
    expect(teamSpeed(turnover, hours)).toBe(speed);
  });
});

describe('monthSummary', () => {
  it('counts the days up to the selected date, and the target of the whole month', () => {
    const s = monthSummary(JUNE, june(30, 95000, 38), '2025-06-10');
    expect(s).toMatchObject({
      turnover: 950000, // 10 × 950.00
      targetSoFar: 1000000, // 10 × 1,000.00
      target: 3000000, // 30 × 1,000.00
      hours: 380,
      speed: 2500, // 9,500.00 ÷ 380 h
      daysSoFar: 10,
    });
  });

  it('counts the days so far up to the last day with a turnover, not the selected day before it is entered', () => {
    // Turnover entered for the 1st to the 12th; the dashboard is opened on the 15th.
    expect(monthSummary(JUNE, june(12, 90000, 36), '2025-06-15').daysSoFar).toBe(12);
  });

  it('keeps hours in hundredths (0.1 + 0.2 h is 0.3 h)', () => {
    const days = monthDays(JUNE, [
      { date: '2025-06-01', actualTurnoverCents: 300, targetTurnoverCents: null, staffHours: 0.1 },
      { date: '2025-06-02', actualTurnoverCents: 600, targetTurnoverCents: null, staffHours: 0.2 },
    ]);
    expect(monthSummary(JUNE, days, '2025-06-30')).toMatchObject({ hours: 0.3, speed: 3000, target: 0 });
  });

  it('has no speed when no hours were entered', () => {
    const s = monthSummary(JUNE, june(5, 80000, 0), '2025-06-05');
    expect(s).toMatchObject({ turnover: 400000, hours: 0, speed: null });
  });
});

describe('bonusForecast', () => {
  // Month target 30 × 1,000.00 = 30,000.00; border 90 % of it = 27,000.00 (2700000 cents).
  it.each([
    // description, days entered, turnover a day, selected date, settings, projection, outcome, bonus
    ['the first day of the month, an amount', 1, 100000, '2025-06-01', AMOUNT, 3000000, 'reached', 50000],
    // 1,000.00 ÷ 1 day × 30 days = 30,000.00; (30,000.00 − 27,000.00) × 10 % = 300.00
    ['the first day of the month, a percentage', 1, 100000, '2025-06-01', PERCENT, 3000000, 'reached', 30000],
    // 30 × 950.00 = 28,500.00 ÷ 30 × 30 = 28,500.00; (28,500.00 − 27,000.00) × 10 % = 150.00
    ['the last day of the month, a percentage', 30, 95000, '2025-06-30', PERCENT, 2850000, 'reached', 15000],
    ['the last day of the month, an amount', 30, 95000, '2025-06-30', AMOUNT, 2850000, 'reached', 50000],
    // 10 × 800.00 = 8,000.00 ÷ 10 × 30 = 24,000.00 < 27,000.00
    ['below the border mid-month', 10, 80000, '2025-06-10', PERCENT, 2400000, 'belowBorder', 0],
    // 30 × 900.00 = 27,000.00: exactly the border earns the bonus, and 0 % of nothing above it
    ['exactly on the border, an amount', 30, 90000, '2025-06-30', AMOUNT, 2700000, 'reached', 50000],
    ['exactly on the border, a percentage', 30, 90000, '2025-06-30', PERCENT, 2700000, 'reached', 0],
    // 3 × 1,111.11 = 3,333.33 ÷ 3 × 30 = 33,333.30; (33,333.30 − 27,000.00) × 10 % = 633.33
    ['a few days in, a percentage', 3, 111111, '2025-06-03', PERCENT, 3333330, 'reached', 63333],
  ] as const)('%s', (_, n, turnover, asOf, settings, projection, outcome, bonus) => {
    const s = monthSummary(JUNE, june(n, turnover, 40), asOf);
    expect(bonusForecast(s, settings)).toEqual({ outcome, projection, border: 2700000, bonus });
  });

  it('is 0 without a target (there is no border to reach)', () => {
    const days = june(10, 100000, 40).map((d) => ({ ...d, targetTurnoverCents: null }));
    expect(bonusForecast(monthSummary(JUNE, days, '2025-06-10'), AMOUNT)).toEqual({
      outcome: 'noTarget',
      projection: 3000000,
      border: null,
      bonus: 0,
    });
  });

  it('is 0 before any turnover is entered', () => {
    expect(bonusForecast(monthSummary(JUNE, june(0, 0, 0), '2025-06-20'), AMOUNT)).toEqual({
      outcome: 'noTurnover',
      projection: null,
      border: 2700000,
      bonus: 0,
    });
  });

  it('is 0 until the border and the bonus are set', () => {
    expect(bonusForecast(monthSummary(JUNE, june(10, 100000, 40), '2025-06-10'), null)).toMatchObject({
      outcome: 'noSettings',
      bonus: 0,
    });
  });

  it('projects over the days of the month: 28 in February 2025, 29 in February 2024', () => {
    const feb = (month: string) => {
      const m = monthOf(`${month}-01`);
      const days = monthDays(m, [
        { date: `${month}-01`, actualTurnoverCents: 10000, targetTurnoverCents: 200000, staffHours: 8 },
      ]);
      return bonusForecast(monthSummary(m, days, `${month}-01`), AMOUNT).projection;
    };
    expect(feb('2025-02')).toBe(280000); // 100.00 × 28
    expect(feb('2024-02')).toBe(290000); // 100.00 × 29
  });

  it('rounds a percentage bonus half up to whole cents', () => {
    expect(percentOf(333, 12.5)).toBe(42); // 41.625 → 42
    expect(percentOf(1000, 92.55)).toBe(926); // 925.5 → 926
  });
});
