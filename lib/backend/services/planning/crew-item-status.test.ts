import { CREW_ITEM_ACTIONS, CREW_ITEM_STATUSES, type TCrewItemAction } from '../../../domain/planning';
import { ApiError } from '../../errors';
import {
  allowedCrewItemActions,
  nextCrewItemStatus,
  transitionCrewItem,
  type TCrewItemState,
} from './crew-item-status';

// The full table of rules "Crew item status": every action from every state (null = not yet created).
const EXPECTED: Record<TCrewItemAction, Record<string, string | null>> = {
  create: { new: 'design', design: null, active: null, notNeeded: null, closed: null },
  activate: { new: null, design: 'active', active: null, notNeeded: null, closed: null },
  update: { new: null, design: 'design', active: 'active', notNeeded: 'notNeeded', closed: null },
  notNeeded: { new: null, design: 'notNeeded', active: 'notNeeded', notNeeded: null, closed: null },
  reactivate: { new: null, design: null, active: null, notNeeded: 'active', closed: null },
  noShow: { new: null, design: null, active: 'active', notNeeded: null, closed: null },
};

const STATES: TCrewItemState[] = [null, ...CREW_ITEM_STATUSES];

describe('crew item status machine', () => {
  it('covers every action and every state in the expectation table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CREW_ITEM_ACTIONS].sort());
    for (const action of CREW_ITEM_ACTIONS)
      expect(Object.keys(EXPECTED[action]).sort()).toEqual(['new', ...CREW_ITEM_STATUSES].sort());
  });

  for (const action of CREW_ITEM_ACTIONS) {
    for (const state of STATES) {
      const expected = EXPECTED[action][state ?? 'new'];
      it(`${action} from ${state ?? 'new'} → ${expected ?? 'INVALID_TRANSITION'}`, () => {
        const result = transitionCrewItem(state, action);
        if (expected === null) {
          expect(result).toEqual({ ok: false, code: 'INVALID_TRANSITION', message: expect.stringContaining(action) });
          expect(() => nextCrewItemStatus(state, action)).toThrow(ApiError);
          try {
            nextCrewItemStatus(state, action);
          } catch (e) {
            expect((e as ApiError).code).toBe('INVALID_TRANSITION');
            expect((e as ApiError).status).toBe(409);
          }
        } else {
          expect(result).toEqual({ ok: true, status: expected });
          expect(nextCrewItemStatus(state, action)).toBe(expected);
        }
      });
    }
  }

  it('lists the actions a planner may offer per status', () => {
    expect(allowedCrewItemActions('design')).toEqual(['update', 'activate', 'notNeeded']);
    expect(allowedCrewItemActions('active')).toEqual(['update', 'notNeeded', 'noShow']);
    expect(allowedCrewItemActions('notNeeded')).toEqual(['update', 'reactivate']);
    expect(allowedCrewItemActions('closed')).toEqual([]);
  });
});
