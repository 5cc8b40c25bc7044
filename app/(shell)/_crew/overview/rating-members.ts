// Who can be rated in a crew and from when: each person on a row (not cancelled), with the
// end of their last shift in the crew. Ratings open once that end has passed.
import type { TCrewItem } from '@/lib/domain/planning';

export type TRatable = { personId: number; name: string; shiftEndsAt: string };

export function ratableMembers(items: readonly TCrewItem[], exceptPersonId: number | null): TRatable[] {
  const byPerson = new Map<number, TRatable>();
  for (const item of items) {
    for (const { assignment } of item.positions) {
      if (!assignment || assignment.status === 'cancelled' || assignment.person.id === exceptPersonId) continue;
      const known = byPerson.get(assignment.person.id);
      if (!known || Date.parse(item.endsAt) > Date.parse(known.shiftEndsAt)) {
        byPerson.set(assignment.person.id, {
          personId: assignment.person.id,
          name: assignment.person.name,
          shiftEndsAt: item.endsAt,
        });
      }
    }
  }
  return [...byPerson.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const shiftIsOver = (m: Pick<TRatable, 'shiftEndsAt'>, now: number) => Date.parse(m.shiftEndsAt) <= now;
