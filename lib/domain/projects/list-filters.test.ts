import { parseProjectFilters, projectFiltersQuery, projectListQuery } from './list-filters';

describe('project list filters', () => {
  it('reads the query string, falling back to the defaults for anything unknown', () => {
    expect(parseProjectFilters({})).toEqual({ tab: 'open', scope: 'all', period: 'any', search: '' });
    expect(parseProjectFilters({ tab: 'closed', scope: 'mine', period: 'past', q: '  gala ' })).toEqual({
      tab: 'closed',
      scope: 'mine',
      period: 'past',
      search: 'gala',
    });
    expect(parseProjectFilters({ tab: 'x', scope: ['mine', 'all'], period: 'soon', q: 'y'.repeat(300) })).toEqual({
      tab: 'open',
      scope: 'mine',
      period: 'any',
      search: 'y'.repeat(100),
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(projectFiltersQuery(parseProjectFilters({}))).toBe('');
    const f = parseProjectFilters({ tab: 'closed', period: 'requested', q: 'Gala & co' });
    expect(projectFiltersQuery(f)).toBe('?tab=closed&period=requested&q=Gala+%26+co');
    expect(parseProjectFilters(Object.fromEntries(new URLSearchParams(projectFiltersQuery(f))))).toEqual(f);
  });

  it('asks /projects for a status, a period, the closed flag, the scope and the search', () => {
    expect(projectListQuery(parseProjectFilters({}))).toEqual({
      closed: 'false',
      scope: undefined,
      period: undefined,
      status: undefined,
      search: undefined,
    });
    expect(
      projectListQuery(parseProjectFilters({ tab: 'closed', scope: 'mine', period: 'ongoing', q: '2601' })),
    ).toEqual({
      closed: 'true',
      scope: 'mine',
      period: 'ongoing',
      status: undefined,
      search: '2601',
    });
    expect(projectListQuery(parseProjectFilters({ period: 'requested' }))).toMatchObject({
      status: 'requested',
      period: undefined,
    });
  });
});
