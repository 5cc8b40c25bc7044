import { zonedToUtc } from '../time-zone';
import { addDays } from '../calendar-days';
import {
  DEFAULT_WORKING_TIME_RULES,
  workingTimeBreaches,
  type TWorkShift,
  type TWorkingTimeRules,
} from './working-time';

const AMS = 'Europe/Amsterdam';
let nextId = 1;
/** A shift in Amsterdam: `date` `from`–`to`, past midnight when `to` is not after `from`. */
function shift(date: string, from: string, to: string, timeZone = AMS): TWorkShift {
  const end = to <= from ? addDays(date, 1) : date;
  return { id: nextId++, startsAt: zonedToUtc(date, from, timeZone), endsAt: zonedToUtc(end, to, timeZone) };
}
const rulesOf = (breaches: { rule: string }[]) => breaches.map((b) => b.rule);
const check = (s: TWorkShift, others: TWorkShift[], rules: TWorkingTimeRules = DEFAULT_WORKING_TIME_RULES) =>
  workingTimeBreaches(s, others, rules, AMS);

describe('rest between shifts (11 hours)', () => {
  it('breaks at 10 hours, by 60 minutes, naming the other shift; 11 hours exactly passes', () => {
    const evening = shift('2031-05-05', '12:00', '22:00');
    const [breach] = check(shift('2031-05-06', '08:00', '16:00'), [evening]);
    expect(breach).toEqual({ rule: 'rest', restMinutes: 600, limitMinutes: 660, over: 60, shiftIds: [evening.id] });
    expect(check(shift('2031-05-06', '09:00', '17:00'), [evening])).toEqual([]);
  });

  it('counts from a night shift past midnight, and before the shift as well as after it', () => {
    const night = shift('2031-05-05', '20:00', '04:00');
    expect(check(shift('2031-05-06', '15:00', '20:00'), [night])).toEqual([]);
    expect(rulesOf(check(shift('2031-05-06', '14:59', '20:00'), [night]))).toEqual(['rest']);
    // The shift checked comes first: rest before the night.
    expect(rulesOf(check(shift('2031-05-05', '06:00', '10:00'), [night]))).toEqual(['rest']);
  });

  it('counts real hours across a change of the clocks, not the wall clock', () => {
    // Clocks go forward on 29 March 2026: 22:00 to 09:00 on the wall is 10 hours of rest.
    const before = shift('2026-03-28', '14:00', '22:00');
    expect(check(shift('2026-03-29', '09:00', '17:00'), [before])).toMatchObject([{ rule: 'rest', restMinutes: 600 }]);
    // Clocks go back on 25 October 2026: 22:00 to 08:00 on the wall is 11 hours.
    const autumn = shift('2026-10-24', '14:00', '22:00');
    expect(check(shift('2026-10-25', '08:00', '16:00'), [autumn])).toEqual([]);
  });
});

describe('the longest shift (12 hours)', () => {
  it('lets 20:00–08:00 through, but not on the night the clocks go back, when it is 13 hours', () => {
    expect(check(shift('2026-10-23', '20:00', '08:00'), [])).toEqual([]);
    expect(check(shift('2026-10-24', '20:00', '08:00'), [])).toEqual([
      { rule: 'shiftLength', minutes: 780, limitMinutes: 720, over: 60, shiftIds: [] },
    ]);
  });
});

describe('48 hours a week on average over the reference period', () => {
  const loose = { ...DEFAULT_WORKING_TIME_RULES, maxConsecutiveDays: 31, maxShiftHours: 24 };
  /** `n` shifts of `hours` from 08:00, on the days from `first`. */
  const days = (first: string, n: number, hours: number) =>
    Array.from({ length: n }, (_, i) => shift(addDays(first, i), '08:00', `${String(8 + hours).padStart(2, '0')}:00`));

  it('allows a long week when the 17 weeks around it average 48 hours or less', () => {
    // Six days of 10 hours, and a seventh: 70 hours in one week.
    expect(check(shift('2031-06-07', '08:00', '18:00'), days('2031-06-01', 6, 10), loose)).toEqual([]);
  });

  it('breaks when the average over the period passes 48 hours, by how much a week, with the shifts in it', () => {
    const rules = { ...loose, referenceWeeks: 2 };
    // Two weeks: nine days of 10 hours (90) and one more of 10: 100 hours, 50 a week.
    const others = days('2031-06-01', 9, 10);
    const breaches = workingTimeBreaches(shift('2031-06-10', '08:00', '18:00'), others, rules, AMS);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({
      rule: 'averageWeeklyHours',
      averageMinutesPerWeek: 3000,
      limitMinutes: 2880,
      over: 120,
      shiftIds: others.map((s) => s.id),
    });
    // 96 hours in the two weeks (48 a week exactly) passes.
    const ninetySix = days('2031-06-01', 9, 10);
    expect(workingTimeBreaches(shift('2031-06-10', '08:00', '14:00'), ninetySix, rules, AMS)).toEqual([]);
  });
});

describe('working days in a row (6)', () => {
  it('lets a sixth day through and refuses a seventh, naming the days and their shifts', () => {
    const five = Array.from({ length: 5 }, (_, i) => shift(addDays('2031-09-01', i), '09:00', '17:00'));
    expect(check(shift('2031-09-06', '09:00', '17:00'), five)).toEqual([]);
    const six = [...five, shift('2031-09-06', '09:00', '17:00')];
    expect(check(shift('2031-09-07', '09:00', '17:00'), six)).toEqual([
      {
        rule: 'consecutiveDays',
        from: '2031-09-01',
        to: '2031-09-07',
        days: 7,
        limit: 6,
        over: 1,
        shiftIds: six.map((s) => s.id),
      },
    ]);
  });

  it('leaves a second shift on a day worked already alone: it adds no day to the run', () => {
    const seven = Array.from({ length: 7 }, (_, i) => shift(addDays('2031-10-01', i), '08:00', '12:00'));
    expect(rulesOf(check(shift('2031-10-07', '10:00', '14:00'), seven))).toEqual([]);
    expect(rulesOf(check(shift('2031-10-08', '10:00', '14:00'), seven))).toEqual(['consecutiveDays']);
  });

  it('joins the runs before and after the shift, and counts days in the tenant’s time zone', () => {
    const before = [1, 2, 3].map((d) => shift(`2031-09-0${d}`, '09:00', '17:00'));
    const after = [5, 6, 7].map((d) => shift(`2031-09-0${d}`, '09:00', '17:00'));
    expect(check(shift('2031-09-04', '09:00', '17:00'), [...before, ...after])).toMatchObject([
      { rule: 'consecutiveDays', days: 7, from: '2031-09-01', to: '2031-09-07' },
    ]);
    // 23:30 in Amsterdam on the 4th is the 4th there, but the 5th in Tokyo: in Tokyo the gap on
    // the 4th is not filled, and no run is too long.
    const late = shift('2031-09-04', '23:30', '07:00');
    expect(rulesOf(check(late, [...before, ...after], { ...DEFAULT_WORKING_TIME_RULES, minRestHours: 0 }))).toEqual([
      'consecutiveDays',
    ]);
    expect(
      workingTimeBreaches(
        late,
        [...before, ...after],
        { ...DEFAULT_WORKING_TIME_RULES, minRestHours: 0 },
        'Asia/Tokyo',
      ),
    ).toEqual([]);
  });
});

describe("the contract's quota per period", () => {
  it('breaks when the shift takes the planned minutes past the quota, by how much', () => {
    const quota = { start: '2031-09-01', end: '2031-09-30', quotaMinutes: 2400, plannedMinutes: 2300 };
    const s = shift('2031-09-10', '09:00', '12:00');
    expect(workingTimeBreaches(s, [], DEFAULT_WORKING_TIME_RULES, AMS, quota)).toEqual([
      {
        rule: 'quota',
        from: '2031-09-01',
        to: '2031-09-30',
        plannedMinutes: 2480,
        quotaMinutes: 2400,
        over: 80,
        shiftIds: [],
      },
    ]);
    expect(workingTimeBreaches(s, [], DEFAULT_WORKING_TIME_RULES, AMS, { ...quota, plannedMinutes: 2220 })).toEqual([]);
    expect(workingTimeBreaches(s, [], DEFAULT_WORKING_TIME_RULES, AMS, null)).toEqual([]);
  });
});
