// Suggested crew for an open row: the facts about every crew member with the crew item's
// function — already on the item, what stands against them on its days and times (the one
// conflict finder, bookings.ts, counting asked jobs too, with the working-time rules the item
// would break for them), their approved ratings and the hours already planned
// that ISO week — handed to the pure rule rankSuggestions (lib/domain/planning/crew-suggestions.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, personFunctions, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { BUSY_ASSIGNMENT_STATUSES, isoWeekOf, rankSuggestions, type TCrewSuggestions } from '../../../domain/planning';
import { fullName } from '../../../domain/people';
import { daysBetween } from '../../../domain/calendar-days';
import { approvedRatingsOf } from './approved-ratings';
import { findBookingConflictsOf } from './bookings';
import { getVisibleCrewItem } from './crew-access';
import { tenantTimeZone } from './common';
import { plannedShiftDays } from './planned-shifts';
import { liveAssignment } from './item-conditions';

const STAFFABLE = new Set(['design', 'active']);

export async function suggestCrew(
  db: DbOrTx,
  auth: TAuth,
  itemId: number,
  q: { limit: number },
): Promise<TCrewSuggestions> {
  const { item } = await getVisibleCrewItem(db, auth, itemId);
  const { tenantId } = auth;
  const [fn] = await db
    .select({ id: functions.id, name: functions.name })
    .from(functions)
    .where(eq(functions.id, item.functionId));
  const onItem = new Set(
    (
      await db
        .select({ personId: assignments.personId })
        .from(assignments)
        .where(and(eq(assignments.crewItemId, item.id), liveAssignment))
    ).map((a) => a.personId),
  );
  const week = isoWeekOf(item.startDate);
  const answer = {
    crewItemId: item.id,
    function: fn!,
    days: daysBetween(item.startDate, item.endDate ?? item.startDate) + 1,
    openRows: Math.max(0, item.rows - onItem.size),
    week,
  };
  if (answer.openRows === 0 || !STAFFABLE.has(item.status)) return { ...answer, people: [] };

  // Crew members with the function: the tenant's own people, not a client's contact persons.
  const people = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .innerJoin(
      personFunctions,
      and(eq(personFunctions.personId, persons.id), eq(personFunctions.functionId, item.functionId)),
    )
    .where(and(eq(persons.tenantId, tenantId), isNull(persons.contactId)));
  const ids = people.map((p) => p.id).filter((id) => !onItem.has(id));
  const timeZone = await tenantTimeZone(db, tenantId);
  const conflicts = await findBookingConflictsOf(db, tenantId, timeZone, ids, item, BUSY_ASSIGNMENT_STATUSES);
  const free = ids.filter((id) => conflicts.get(id)?.length === 0);
  const countOf = (id: number, breach: boolean) =>
    conflicts.get(id)?.filter((c) => (c.kind === 'workingTime') === breach).length ?? 0;
  const ratings = await approvedRatingsOf(db, tenantId, free);
  const planned = new Map<number, number>();
  for (const day of await plannedShiftDays(db, tenantId, free, week.from, week.to, timeZone))
    planned.set(day.personId, (planned.get(day.personId) ?? 0) + day.minutes);

  return {
    ...answer,
    people: rankSuggestions(
      people.map((p) => ({
        id: p.id,
        name: fullName(p),
        hasFunction: true,
        onItem: onItem.has(p.id),
        conflicts: countOf(p.id, false),
        breaches: countOf(p.id, true),
        rating: ratings.get(p.id)?.average ?? null,
        ratingCount: ratings.get(p.id)?.count ?? 0,
        plannedMinutes: planned.get(p.id) ?? 0,
      })),
      q.limit,
    ),
  };
}
