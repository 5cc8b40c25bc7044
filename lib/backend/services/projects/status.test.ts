import { ApiError } from '../../errors';
import { PROJECT_STATUSES, type TProjectStatus } from '../../../domain/projects';
import { assertProjectTransition, canChangeProjectStatus } from './status';

describe('project status transitions', () => {
  const allowed: [TProjectStatus, TProjectStatus][] = [
    ['requested', 'quoted'],
    ['requested', 'confirmed'],
    ['quoted', 'confirmed'],
    ['confirmed', 'closed'],
  ];

  it('allows exactly the four transitions of the domain rule', () => {
    for (const from of PROJECT_STATUSES) {
      for (const to of PROJECT_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect([from, to, canChangeProjectStatus(from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('closes only from confirmed and never reopens', () => {
    expect(canChangeProjectStatus('requested', 'closed')).toBe(false);
    expect(canChangeProjectStatus('quoted', 'closed')).toBe(false);
    expect(canChangeProjectStatus('closed', 'confirmed')).toBe(false);
    expect(canChangeProjectStatus('confirmed', 'requested')).toBe(false);
  });

  it('throws INVALID_TRANSITION (409) with the allowed targets', () => {
    expect(() => assertProjectTransition('confirmed', 'closed')).not.toThrow();
    try {
      assertProjectTransition('quoted', 'requested');
      throw new Error('expected a throw');
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      const e = err as ApiError;
      expect(e.code).toBe('INVALID_TRANSITION');
      expect(e.status).toBe(409);
      expect(e.details).toEqual({ from: 'quoted', to: 'requested', allowed: ['confirmed'] });
    }
  });
});
