import type { TCrewItem } from '@/lib/domain/planning';
import { ratableMembers, shiftIsOver } from './rating-members';

const person = (id: number, name: string, status = 'confirmed') =>
  ({
    id: id * 10,
    rowNo: 1,
    status,
    person: { id, name },
    doubleBooked: false,
    declineReason: null,
  }) as NonNullable<TCrewItem['positions'][number]['assignment']>;
const item = (endsAt: string, ...people: Array<ReturnType<typeof person> | null>) =>
  ({
    endsAt,
    positions: people.map((assignment, i) => ({ rowNo: i + 1, assignment })),
  }) as unknown as TCrewItem;

describe('ratableMembers', () => {
  it('lists each person once with the end of their last shift, by name', () => {
    const items = [
      item('2026-06-01T17:00:00Z', person(2, 'Zoe'), person(3, 'Adam'), null),
      item('2026-06-02T01:00:00Z', person(2, 'Zoe')),
    ];
    expect(ratableMembers(items, null)).toEqual([
      { personId: 3, name: 'Adam', shiftEndsAt: '2026-06-01T17:00:00Z' },
      { personId: 2, name: 'Zoe', shiftEndsAt: '2026-06-02T01:00:00Z' },
    ]);
  });
  it('leaves out the rater and cancelled people', () => {
    const items = [item('2026-06-01T17:00:00Z', person(1, 'Me'), person(4, 'Gone', 'cancelled'), person(5, 'Kim'))];
    expect(ratableMembers(items, 1).map((m) => m.personId)).toEqual([5]);
  });
});

describe('shiftIsOver', () => {
  it('is true from the shift end on', () => {
    const m = { shiftEndsAt: '2026-06-01T17:00:00Z' };
    expect(shiftIsOver(m, Date.parse('2026-06-01T16:59:59Z'))).toBe(false);
    expect(shiftIsOver(m, Date.parse('2026-06-01T17:00:00Z'))).toBe(true);
  });
});
