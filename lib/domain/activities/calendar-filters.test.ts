import { parseTodoFilters, todoActivityQuery, todoFiltersSearch } from './calendar-filters';

describe('to-do calendar filters', () => {
  it('reads the query string, falling back to this month and open to-dos', () => {
    expect(parseTodoFilters({}, '2026-11')).toEqual({
      month: '2026-11',
      status: 'open',
      projectId: null,
      recipient: '',
    });
    expect(
      parseTodoFilters({ month: '2027-02', status: 'done', projectId: '12', recipient: 'g:Planners' }, '2026-11'),
    ).toEqual({ month: '2027-02', status: 'done', projectId: 12, recipient: 'g:Planners' });
  });

  it('ignores values that are not what they claim', () => {
    expect(
      parseTodoFilters({ month: '2027-13', status: 'later', projectId: '-3', recipient: 'p:abc' }, '2026-11'),
    ).toEqual({ month: '2026-11', status: 'open', projectId: null, recipient: '' });
  });

  it('asks /activities for the whole month with the chosen filters', () => {
    expect(todoActivityQuery({ month: '2028-02', status: 'open', projectId: 4, recipient: 'p:9' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
      done: false,
      projectId: 4,
      recipientPersonId: 9,
      recipientGroup: undefined,
    });
    expect(todoActivityQuery({ month: '2027-12', status: 'all', projectId: null, recipient: 'g:Accountants' })).toEqual(
      {
        from: '2027-12-01',
        to: '2027-12-31',
        done: undefined,
        projectId: undefined,
        recipientPersonId: undefined,
        recipientGroup: 'Accountants',
      },
    );
  });

  it('writes the query string back without the defaults', () => {
    expect(todoFiltersSearch({ month: '2027-02', status: 'open', projectId: null, recipient: '' })).toBe(
      'month=2027-02',
    );
    expect(todoFiltersSearch({ month: '2027-02', status: 'all', projectId: 3, recipient: 'g:Planners' })).toBe(
      'month=2027-02&status=all&projectId=3&recipient=g%3APlanners',
    );
  });
});
