// The people a planner may request for a crew item: crew members (persons with a crew
// function or a crew login, not a client's contact persons), those with the item's function first, each with
// the markers of rules §4 the planner needs before asking: already on the item, confirmed on an
// overlapping job (a double booking, bookings.ts decides), or a blocked date or approved
// vacation on its days.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, blockedDates, personFunctions, persons, users } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TCandidate } from '../../../domain/planning';
import { approvedVacationsNear, doubleBookedIds } from './bookings';
import { getVisibleCrewItem } from './crew-access';
import { tenantTimeZone } from './common';
import { findBlockedDateConflicts, type TSchedule } from './double-booking';
import { personName } from '../people/names';
import { fullName } from '../../../domain/people';
import { liveAssignment } from './item-conditions';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listCandidates(
  db: DbOrTx,
  auth: TAuth,
  itemId: number,
  q: { search?: string; limit: number },
): Promise<TCandidate[]> {
  const { item } = await getVisibleCrewItem(db, auth, itemId);
  const { tenantId } = auth;
  const hasFunction = sql<boolean>`exists (select 1 from ${personFunctions} pf
    where pf.person_id = ${persons.id} and pf.function_id = ${item.functionId})`;
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const people = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, hasFunction })
    .from(persons)
    .where(
      and(
        eq(persons.tenantId, tenantId),
        isNull(persons.contactId),
        sql`(exists (select 1 from ${personFunctions} pf where pf.person_id = ${persons.id})
          or exists (select 1 from ${users} u where u.person_id = ${persons.id} and 'crew' = any(u.login_types)))`,
        like ? or(ilike(persons.firstName, like), ilike(persons.lastName, like), ilike(personName, like)) : undefined,
      ),
    )
    .orderBy(desc(hasFunction), asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(q.limit);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);

  const onItem = new Set(
    (
      await db
        .select({ personId: assignments.personId })
        .from(assignments)
        .where(and(eq(assignments.crewItemId, item.id), liveAssignment, inArray(assignments.personId, ids)))
    ).map((a) => a.personId),
  );
  const booked = await doubleBookedIds(
    db,
    tenantId,
    await tenantTimeZone(db, tenantId),
    people.map((p) => ({ id: p.id, personId: p.id, crewItemId: item.id, item })),
  );
  const schedule: TSchedule = item;
  const last = item.endDate ?? item.startDate;
  const blocks = await db
    .select({ personId: blockedDates.personId, startDate: blockedDates.startDate, endDate: blockedDates.endDate })
    .from(blockedDates)
    .where(
      and(
        eq(blockedDates.tenantId, tenantId),
        inArray(blockedDates.personId, ids),
        sql`${blockedDates.startDate} <= ${last}`,
        sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${item.startDate}`,
      ),
    );
  const vacations = await approvedVacationsNear(db, tenantId, ids, item.startDate, last);
  // Approved vacation stands against a booking like a blocked date does.
  const blocked = new Set(findBlockedDateConflicts(schedule, [...blocks, ...vacations]).map((b) => b.personId));

  return people.map((p) => ({
    id: p.id,
    name: fullName(p),
    hasFunction: Boolean(p.hasFunction),
    onItem: onItem.has(p.id),
    booked: booked.has(p.id),
    blocked: blocked.has(p.id),
  }));
}
