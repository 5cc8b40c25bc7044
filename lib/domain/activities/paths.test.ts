import { activityListQuery } from './paths';
import { ZQueryFlag } from '../query-parts';

describe('activityListQuery', () => {
  it('writes the done filter as the text listActivities reads, or leaves it out', () => {
    expect(activityListQuery({ done: true, limit: 5 })).toEqual({ done: 'true', limit: 5 });
    expect(activityListQuery({ done: false, from: '2026-06-01' })).toEqual({ done: 'false', from: '2026-06-01' });
    expect(activityListQuery({ projectId: 3 })).toEqual({ projectId: 3, done: undefined });
    for (const done of [true, false]) expect(ZQueryFlag.parse(activityListQuery({ done }).done)).toBe(String(done));
  });
});
