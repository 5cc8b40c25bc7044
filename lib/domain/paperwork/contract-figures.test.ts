// The contract figures against tables worked out by hand (the comments show the sums).
import {
  contractPeriods,
  periodQuota,
  timeAccount,
  vacationAccount,
  vacationDaysByDate,
  type TContractTerms,
  type TVacationSpan,
} from './contract-figures';

const vacation = (v: Partial<TVacationSpan> & Pick<TVacationSpan, 'startDate' | 'endDate'>): TVacationSpan => ({
  startHalfDay: false,
  endHalfDay: false,
  paid: true,
  status: 'approved',
  ...v,
});

describe('a monthly contract of 120 hours, from 15 January, on 10 April 2026', () => {
  const terms: TContractTerms = {
    startDate: '2026-01-15',
    endDate: null,
    periodType: 'month',
    quotaMinutes: 7200,
    dayMinutes: 480,
    vacationDaysPerYear: 25,
  };
  const today = '2026-04-10';
  const worked = [
    { date: '2026-01-10', minutes: 480 }, // before the contract: not counted
    { date: '2026-01-20', minutes: 450 },
    { date: '2026-01-27', minutes: 3000 },
    { date: '2026-02-10', minutes: 7000 },
    { date: '2026-03-12', minutes: 7500 },
    { date: '2026-04-02', minutes: 480 },
  ];
  const planned = [
    { date: '2026-03-05', minutes: 480 },
    { date: '2026-04-02', minutes: 480 },
    { date: '2026-04-15', minutes: 510 },
  ];
  const vacations = [
    vacation({ startDate: '2026-02-16', endDate: '2026-02-17', endHalfDay: true }), // Mon + half Tue = 1.5
    vacation({ startDate: '2026-03-02', endDate: '2026-03-03', paid: false }), // unpaid: not counted
    vacation({ startDate: '2026-03-10', endDate: '2026-03-10', status: 'declined' }),
    vacation({ startDate: '2026-04-20', endDate: '2026-04-24' }), // Mon-Fri, after today: planned
    vacation({ startDate: '2026-06-01', endDate: '2026-06-02', status: 'requested' }),
  ];

  it('runs month by month from the start to the current month', () => {
    expect(contractPeriods(terms, today)).toEqual([
      { start: '2026-01-01', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-31' },
      { start: '2026-04-01', end: '2026-04-30' },
    ]);
  });

  it('carries the time account over from month to month', () => {
    const account = timeAccount(terms, { planned, worked, vacations }, today);
    const rows = account.periods.map((p) => [
      p.start,
      p.quotaMinutes,
      p.plannedMinutes,
      p.workedMinutes,
      p.vacationMinutes,
      p.differenceMinutes,
      p.carriedInMinutes,
      p.carriedOutMinutes,
      p.current,
    ]);
    expect(rows).toEqual([
      // quota 7200 × 17/31 days = 3948; worked 450 + 3000; 3450 - 3948 = -498
      ['2026-01-01', 3948, 0, 3450, 0, -498, 0, -498, false],
      // 7000 + 1.5 days × 480 = 7720; 7720 - 7200 = 520; -498 + 520 = 22
      ['2026-02-01', 7200, 0, 7000, 720, 520, -498, 22, false],
      // 7500 - 7200 = 300; 22 + 300 = 322
      ['2026-03-01', 7200, 480, 7500, 0, 300, 22, 322, false],
      // so far: 480 - 7200; the vacation of 20-24 April is still ahead
      ['2026-04-01', 7200, 990, 480, 0, -6720, 322, null, true],
    ]);
    expect(account.balanceMinutes).toBe(322);
  });

  it('keeps the vacation account of the year', () => {
    // 25 days × 351 of 365 days under contract = 24.04 → 24; 1.5 taken, 5 planned, 2 requested.
    expect(vacationAccount(terms, vacations, today)).toEqual({
      year: 2026,
      entitledDays: 24,
      takenDays: 1.5,
      plannedDays: 5,
      requestedDays: 2,
      leftDays: 17.5,
    });
  });
});

describe('a weekly contract of 24 hours, from Wednesday 4 March 2026', () => {
  const terms: TContractTerms = {
    startDate: '2026-03-04',
    endDate: null,
    periodType: 'week',
    quotaMinutes: 1440,
    dayMinutes: 480,
    vacationDaysPerYear: 20,
  };
  const worked = [
    { date: '2026-03-03', minutes: 600 }, // before the contract
    { date: '2026-03-05', minutes: 480 },
    { date: '2026-03-07', minutes: 300 },
    { date: '2026-03-10', minutes: 480 },
    { date: '2026-03-12', minutes: 480 },
    { date: '2026-03-14', minutes: 540 },
    { date: '2026-03-16', minutes: 240 },
  ];

  it('weeks run Monday to Sunday, the first in part, and carry over', () => {
    const account = timeAccount(terms, { planned: [], worked, vacations: [] }, '2026-03-18');
    expect(account.periods.map((p) => [p.start, p.end, p.quotaMinutes, p.workedMinutes, p.carriedOutMinutes])).toEqual([
      ['2026-03-02', '2026-03-08', 1029, 780, -249], // 1440 × 5/7 = 1028.6 → 1029
      ['2026-03-09', '2026-03-15', 1440, 1500, -189], // -249 + 60
      ['2026-03-16', '2026-03-22', 1440, 240, null],
    ]);
    expect(account.balanceMinutes).toBe(-189);
  });

  it('stops at the end of the contract, with the last week in part', () => {
    const ended = { ...terms, endDate: '2026-03-12' };
    const account = timeAccount(ended, { planned: [], worked, vacations: [] }, '2026-03-18');
    expect(account.periods.map((p) => [p.start, p.quotaMinutes, p.workedMinutes, p.carriedOutMinutes])).toEqual([
      ['2026-03-02', 1029, 780, -249],
      ['2026-03-09', 823, 960, -112], // 1440 × 4/7 = 822.9 → 823; 960 - 823 = 137
    ]);
    expect(account.balanceMinutes).toBe(-112);
  });

  it('has no periods before it starts', () => {
    expect(contractPeriods(terms, '2026-03-01')).toEqual([]);
    expect(timeAccount(terms, { planned: [], worked, vacations: [] }, '2026-03-01').balanceMinutes).toBe(0);
  });
});

describe('periodQuota', () => {
  it('gives a whole period the whole quota', () => {
    const terms: TContractTerms = {
      startDate: '2025-01-01',
      endDate: null,
      periodType: 'month',
      quotaMinutes: 9600,
      dayMinutes: 480,
      vacationDaysPerYear: 25,
    };
    expect(periodQuota(terms, '2026-02-01', '2026-02-28')).toBe(9600);
  });
});

describe('vacationDaysByDate', () => {
  it('counts workdays, half days as half, and skips the weekend', () => {
    const days = vacationDaysByDate(
      vacation({ startDate: '2026-02-13', endDate: '2026-02-16', startHalfDay: true }), // Fri to Mon
    );
    expect([...days]).toEqual([
      ['2026-02-13', 0.5],
      ['2026-02-16', 1],
    ]);
  });
  it('counts a single half day once', () => {
    const days = vacationDaysByDate(
      vacation({ startDate: '2026-02-11', endDate: '2026-02-11', startHalfDay: true, endHalfDay: true }),
    );
    expect([...days]).toEqual([['2026-02-11', 0.5]]);
  });
});
