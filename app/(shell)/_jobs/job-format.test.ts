import { endsOnLaterDay, isAwaitingAnswer, jobHref, jobStatusKey, parseJobList, sortJobs } from './job-format';

describe('parseJobList', () => {
  it.each([
    ['upcoming', 'upcoming'],
    ['past', 'past'],
    ['toConfirm', 'toConfirm'],
    ['appliedFor', 'appliedFor'],
    [undefined, 'upcoming'],
    ['', 'upcoming'],
    ['PAST', 'upcoming'],
    [['past'], 'upcoming'],
  ] as const)('%j → %s', (value, expected) =>
    expect(parseJobList(value as string | string[] | undefined)).toBe(expected),
  );
});

describe('jobHref', () => {
  it('links assignments by id and applications with their kind', () => {
    expect(jobHref({ id: 12, kind: 'assignment' })).toBe('/jobs/12');
    expect(jobHref({ id: 2, kind: 'application' })).toBe('/jobs/2?kind=application');
  });
});

describe('isAwaitingAnswer', () => {
  it.each([
    ['assignment', 'requested', true],
    ['assignment', 'hasChanged', true],
    ['assignment', 'confirmed', false],
    ['assignment', 'cancelled', false],
    ['application', 'requested', false],
    ['application', 'applied', false],
  ] as const)('%s %s → %s', (kind, status, expected) => expect(isAwaitingAnswer({ kind, status })).toBe(expected));
});

describe('endsOnLaterDay', () => {
  it('is false for a day shift', () => {
    expect(endsOnLaterDay('2026-06-01T06:00:00Z', '2026-06-01T15:00:00Z', 'Europe/Amsterdam')).toBe(false);
  });
  it('is true for a night shift past midnight in the tenant zone', () => {
    // 18:00–02:00 in Amsterdam (UTC+2 in summer).
    expect(endsOnLaterDay('2026-06-01T16:00:00Z', '2026-06-02T00:00:00Z', 'Europe/Amsterdam')).toBe(true);
  });
  it('reads the day in the tenant zone, not in UTC', () => {
    // 22:30 UTC is already the next day in Amsterdam but the same day in New York.
    expect(endsOnLaterDay('2026-06-01T20:00:00Z', '2026-06-01T22:30:00Z', 'Europe/Amsterdam')).toBe(true);
    expect(endsOnLaterDay('2026-06-01T20:00:00Z', '2026-06-01T22:30:00Z', 'America/New_York')).toBe(false);
  });
});

describe('jobStatusKey', () => {
  it('keeps known statuses and maps unknown ones to other', () => {
    expect(jobStatusKey('confirmedWeb')).toBe('confirmedWeb');
    expect(jobStatusKey('applied')).toBe('applied');
    expect(jobStatusKey('somethingNew')).toBe('other');
  });
});

describe('sortJobs', () => {
  const a = { id: 1, startsAt: '2026-06-01T08:00:00Z' };
  const b = { id: 2, startsAt: '2026-06-03T08:00:00Z' };
  it('puts the next job first, and the latest past job first', () => {
    expect(sortJobs([b, a], 'upcoming').map((j) => j.id)).toEqual([1, 2]);
    expect(sortJobs([a, b], 'past').map((j) => j.id)).toEqual([2, 1]);
  });
});
