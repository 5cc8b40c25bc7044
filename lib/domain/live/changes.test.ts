import { matchesChange, type TChange } from './changes';

const change = (c: Partial<TChange>): TChange => ({
  id: 1,
  topic: 'check',
  key: 12,
  projectId: 3,
  at: '2026-12-03T10:00:00.000Z',
  ...c,
});

describe('matchesChange', () => {
  it('matches a note by any of its topics, its key and its project, all given parts at once', () => {
    const crew12 = [
      { topics: ['check', 'signOff'] as const, key: 12 },
      { topics: ['assignment'] as const, projectId: 3 },
    ];
    expect(matchesChange(change({}), crew12)).toBe(true);
    expect(matchesChange(change({ topic: 'signOff' }), crew12)).toBe(true);
    expect(matchesChange(change({ key: 13 }), crew12)).toBe(false);
    expect(matchesChange(change({ topic: 'assignment', key: 99 }), crew12)).toBe(true);
    expect(matchesChange(change({ topic: 'assignment', projectId: 4 }), crew12)).toBe(false);
    expect(matchesChange(change({ topic: 'crew' }), crew12)).toBe(false);
  });

  it('takes any topic when none is given, and nothing from no matches', () => {
    expect(matchesChange(change({ topic: 'project' }), [{ projectId: 3 }])).toBe(true);
    expect(matchesChange(change({}), [])).toBe(false);
  });
});
