import { actionDay, crewDays, MAX_CREW_DAYS, worksOn } from './crew-days';

describe('crewDays', () => {
  it('lists every day from start to end', () => {
    expect(crewDays('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });
  it('is the start day alone without an end, or with an end before the start', () => {
    expect(crewDays('2026-06-01', null)).toEqual(['2026-06-01']);
    expect(crewDays('2026-06-01', '2026-05-01')).toEqual(['2026-06-01']);
  });
  it('stops after a month', () => {
    expect(crewDays('2026-01-01', '2026-12-31')).toHaveLength(MAX_CREW_DAYS);
  });
});

describe('actionDay', () => {
  const days = ['2026-06-01', '2026-06-02', '2026-06-03'];
  it('is today when the crew works today', () => expect(actionDay(days, '2026-06-02')).toBe('2026-06-02'));
  it('is the next working day before the crew starts', () => expect(actionDay(days, '2026-05-20')).toBe('2026-06-01'));
  it('is the last day once the crew is over', () => expect(actionDay(days, '2026-07-01')).toBe('2026-06-03'));
});

describe('worksOn', () => {
  const items = [
    { startDate: '2026-06-01', endDate: null, status: 'active' },
    { startDate: '2026-06-03', endDate: '2026-06-05', status: 'active' },
    { startDate: '2026-06-07', endDate: null, status: 'notNeeded' },
  ];
  it.each([
    ['2026-06-01', true],
    ['2026-06-02', false],
    ['2026-06-04', true],
    ['2026-06-05', true],
    ['2026-06-07', false],
  ])('%s → %s', (day, expected) => expect(worksOn(items, day)).toBe(expected));
});
