// Reading crew items with their rows: who holds each row, and whether that person is
// double booked elsewhere (the planners' marker).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, persons, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TAssignmentView, TCrewItem } from '../../../domain/planning';
import { isPlanner, visibleProjectsWhere } from '../access';
import { getVisibleCrew, getVisibleCrewItem } from './crew-access';
import { allowedCrewItemActions } from './crew-item-status';
import { doubleBookedIds } from './bookings';
import { hhmm, iso, tenantTimeZone } from './common';
import { fullName } from '../../../domain/people';

/** Crew items matching `where` (the caller has checked visibility), in start order. Why
 *  someone declined is between them and the planners, so others see no reason. */
export async function loadCrewItems(db: DbOrTx, auth: TAuth, where: SQL): Promise<TCrewItem[]> {
  const { tenantId } = auth;
  const seesReasons = isPlanner(auth);
  const rows = await db
    .select({
      item: projectCrewItems,
      project: { id: projects.id, number: projects.number, name: projects.name },
      crew: { id: projectCrews.id, name: projectCrews.name },
      function: { id: functions.id, name: functions.name },
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(and(eq(projectCrewItems.tenantId, tenantId), where))
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id));
  if (rows.length === 0) return [];

  const people = await db
    .select({ a: assignments, firstName: persons.firstName, lastName: persons.lastName })
    .from(assignments)
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .where(
      and(
        eq(assignments.tenantId, tenantId),
        inArray(
          assignments.crewItemId,
          rows.map((r) => r.item.id),
        ),
      ),
    )
    .orderBy(asc(assignments.rowNo), asc(assignments.id));
  const itemById = new Map(rows.map((r) => [r.item.id, r.item]));
  const onRows = people.filter((p) => p.a.status !== 'cancelled');
  const marked = await doubleBookedIds(
    db,
    tenantId,
    await tenantTimeZone(db, tenantId),
    onRows
      .filter((p) => p.a.status !== 'noShow')
      .map((p) => ({
        id: p.a.id,
        personId: p.a.personId,
        crewItemId: p.a.crewItemId,
        item: itemById.get(p.a.crewItemId)!,
      })),
  );
  const view = (p: (typeof people)[number]): TAssignmentView => ({
    id: p.a.id,
    version: p.a.version,
    rowNo: p.a.rowNo,
    status: p.a.status,
    person: { id: p.a.personId, name: fullName(p) },
    doubleBooked: marked.has(p.a.id),
    declineReason: seesReasons || p.a.personId === auth.personId ? p.a.declineReason : null,
  });

  return rows.map(({ item, project, crew, function: fn }) => {
    const mine = people.filter((p) => p.a.crewItemId === item.id);
    return {
      id: item.id,
      version: item.version,
      status: item.status,
      project,
      crew,
      function: fn,
      startDate: item.startDate,
      endDate: item.endDate,
      startTime: hhmm(item.startTime),
      endTime: hhmm(item.endTime),
      startsAt: iso(item.startsAt),
      endsAt: iso(item.endsAt),
      rows: item.rows,
      catering: item.catering,
      comment: item.comment,
      isVacancy: item.isVacancy,
      positions: Array.from({ length: item.rows }, (_, i) => {
        const holder = mine.find((p) => p.a.rowNo === i + 1 && p.a.status !== 'cancelled');
        return { rowNo: i + 1, assignment: holder ? view(holder) : null };
      }),
      cancelled: mine.filter((p) => p.a.status === 'cancelled').map(view),
    };
  });
}

export async function getCrewItem(db: DbOrTx, auth: TAuth, itemId: number): Promise<TCrewItem> {
  await getVisibleCrewItem(db, auth, itemId);
  return (await loadCrewItems(db, auth, eq(projectCrewItems.id, itemId)))[0]!;
}

export async function listCrewItemsOfCrew(db: DbOrTx, auth: TAuth, crewId: number): Promise<TCrewItem[]> {
  await getVisibleCrew(db, auth, crewId);
  return loadCrewItems(db, auth, eq(projectCrewItems.projectCrewId, crewId));
}

/** The crew items of the projects a client may see, worked on some day of [from, to]
 *  (rules §2 /planning-crew-item-list). */
export async function listClientCrewItems(
  db: DbOrTx,
  auth: TAuth,
  q: { from: string; to: string },
): Promise<TCrewItem[]> {
  return loadCrewItems(
    db,
    auth,
    and(
      sql`${projectCrewItems.projectCrewId} in (select ${projectCrews.id} from ${projectCrews}
        join ${projects} on ${projects.id} = ${projectCrews.projectId} where ${visibleProjectsWhere(auth)})`,
      sql`${projectCrewItems.startDate} <= ${q.to}`,
      sql`coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate}) >= ${q.from}`,
    )!,
  );
}

/** The status and the actions this caller may take now: planners all that the state
 *  machine allows, the crew chief only noShow (they see who turned up). */
export async function getCrewItemStatus(db: DbOrTx, auth: TAuth, itemId: number) {
  const { item, crew } = await getVisibleCrewItem(db, auth, itemId);
  const allowed = allowedCrewItemActions(item.status);
  const isChief = auth.type === 'user' && auth.personId !== null && crew.crewChiefId === auth.personId;
  const allowedActions = isPlanner(auth) ? allowed : allowed.filter((a) => a === 'noShow' && isChief);
  return { id: item.id, status: item.status, allowedActions };
}
