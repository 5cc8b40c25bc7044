import { isAwaitingAnswer, jobHref, jobStatusKey, parseJobList, sortJobs } from './job-format';

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
