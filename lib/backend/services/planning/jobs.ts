// A crew member's own assignments ("jobs") and vacancy applications, and their answer to a
// job request. Everything is filtered on the caller's person: another person's job is 404.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { activities, assignments, persons, projectCrewItems, projectCrews, vacancyApplications } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import { addDays, utcToZonedDate } from '../../../domain/time-zone';
import {
  AWAITING_ANSWER_STATUSES,
  type TJob,
  type TJobConfirmation,
  type TJobList,
  type TProjectCrew,
} from '../../../domain/planning';
import { tenantTimeZone } from './common';
import { selectShifts, shiftOf } from './shifts';
import { personName, personRef } from '../people/names';
import { queryCrews } from './project-crews';

const chief = alias(persons, 'job_crew_chief');

export function requirePersonSession(auth: TAuth): number {
  if (auth.type !== 'user' || auth.personId === null) throw forbidden('Jobs need a personal login');
  return auth.personId;
}

/** The columns a job shows, from a crew item and what hangs off it. `owner` is
 *  the assignment or the application row. */
function selectJobs(db: DbOrTx, owner: typeof assignments | typeof vacancyApplications) {
  return selectShifts(db, {
    ownerId: owner.id,
    personId: owner.personId,
    status: owner.status,
    rowNo: owner === assignments ? assignments.rowNo : sql<number | null>`null`,
    crew: { id: projectCrews.id, name: projectCrews.name, chiefId: projectCrews.crewChiefId },
    chiefFirst: chief.firstName,
    chiefLast: chief.lastName,
  })
    .innerJoin(owner, eq(owner.crewItemId, projectCrewItems.id))
    .leftJoin(chief, eq(chief.id, projectCrews.crewChiefId));
}
type TJobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

function toJob(r: TJobRow, kind: TJob['kind']): TJob {
  return {
    id: r.ownerId,
    kind,
    status: r.status,
    crewItemId: r.item.id,
    rowNo: r.rowNo ?? null,
    ...shiftOf(r),
    crew: { id: r.crew.id, name: r.crew.name },
    isCrewChief: r.crew.chiefId === r.personId,
    crewChief: personRef(r.crew.chiefId, r.chiefFirst, r.chiefLast),
  };
}

export async function listJobs(
  db: DbOrTx,
  auth: TAuth,
  list: TJobList,
  page: { limit: number; offset: number },
  now = new Date(),
) {
  const personId = requirePersonSession(auth);
  if (list === 'appliedFor') {
    const where = and(
      eq(vacancyApplications.tenantId, auth.tenantId),
      eq(vacancyApplications.personId, personId),
      eq(vacancyApplications.status, 'applied'),
    );
    const rows = await selectJobs(db, vacancyApplications)
      .where(where)
      .orderBy(asc(projectCrewItems.startsAt), asc(vacancyApplications.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(vacancyApplications).where(where);
    return { data: rows.map((r) => toJob(r, 'application')), total: Number(total?.n ?? 0) };
  }
  const mine = and(eq(assignments.tenantId, auth.tenantId), eq(assignments.personId, personId));
  const filters: Record<Exclude<TJobList, 'appliedFor'>, SQL> = {
    upcoming: and(ne(assignments.status, 'cancelled'), gte(projectCrewItems.endsAt, now))!,
    past: lt(projectCrewItems.endsAt, now),
    toConfirm: and(inArray(assignments.status, [...AWAITING_ANSWER_STATUSES]), gte(projectCrewItems.endsAt, now))!,
  };
  const where = and(mine, filters[list]);
  const order =
    list === 'past'
      ? [desc(projectCrewItems.endsAt), desc(assignments.id)]
      : [asc(projectCrewItems.startsAt), asc(assignments.id)];
  const rows = await selectJobs(db, assignments)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(where);
  return { data: rows.map((r) => toJob(r, 'assignment')), total: Number(total?.n ?? 0) };
}

/** The caller's own job `id`: the assignment or application row is the caller's, in their tenant. */
export const ownJob = (
  owner: typeof assignments | typeof vacancyApplications,
  auth: TAuth,
  personId: number,
  id: number,
) => and(eq(owner.id, id), eq(owner.tenantId, auth.tenantId), eq(owner.personId, personId));

/** One own job: an assignment, or with kind 'application' a vacancy application. */
export async function getJob(db: DbOrTx, auth: TAuth, id: number, kind: TJob['kind'] = 'assignment'): Promise<TJob> {
  const personId = requirePersonSession(auth);
  const owner = kind === 'assignment' ? assignments : vacancyApplications;
  const [row] = await selectJobs(db, owner).where(ownJob(owner, auth, personId, id));
  if (!row) throw notFound('Job');
  return toJob(row, kind);
}

/** The crew member's answer to a job request. Accepting confirms it from the app
 *  (confirmedWeb); declining cancels it and leaves the planners a to-do for tomorrow. */
export async function confirmJob(
  db: Db,
  auth: TAuth,
  id: number,
  answer: TJobConfirmation,
  now = new Date(),
): Promise<TJob> {
  const personId = requirePersonSession(auth);
  await db.transaction(async (tx) => {
    const [row] = await selectJobs(tx, assignments)
      .where(ownJob(assignments, auth, personId, id))
      .for('update', { of: assignments });
    if (!row) throw notFound('Job');
    const { item } = row;
    if (!(AWAITING_ANSWER_STATUSES as readonly string[]).includes(row.status)) {
      throw new ApiError('INVALID_TRANSITION', `A job in status ${row.status} has nothing to confirm`);
    }
    if (item.endsAt < now) throw new ApiError('INVALID_TRANSITION', 'This job is over');
    if (answer.accept) {
      await tx
        .update(assignments)
        .set({ status: 'confirmedWeb', confirmedAt: now, updatedAt: now, declineReason: null })
        .where(eq(assignments.id, row.ownerId));
      return;
    }
    const reason = answer.reason?.trim() || null;
    await tx
      .update(assignments)
      .set({ status: 'cancelled', declineReason: reason, updatedAt: now })
      .where(eq(assignments.id, row.ownerId));
    const today = utcToZonedDate(now, await tenantTimeZone(tx, auth.tenantId));
    // The assignment's person always exists (foreign key).
    const [who] = await tx.select({ name: personName }).from(persons).where(eq(persons.id, personId));
    const day =
      item.endDate && item.endDate !== item.startDate ? `${item.startDate} – ${item.endDate}` : item.startDate;
    await tx.insert(activities).values({
      tenantId: auth.tenantId,
      caption: `${who!.name} declined ${row.function.name} on ${day} (${row.project.name})`,
      body: reason ?? 'No reason given.',
      category: 'jobDeclined',
      recipientGroup: 'Planners',
      dueDate: addDays(today, 1),
      priority: 1,
      personPartyId: personId,
      projectId: row.project.id,
      crewItemId: item.id,
    });
  });
  return getJob(db, auth, id);
}

/** Crews the caller leads that still have work ahead, soonest first. */
export async function listCrewChiefCrews(
  db: DbOrTx,
  auth: TAuth,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<{ data: TProjectCrew[]; total: number }> {
  const personId = requirePersonSession(auth);
  const where = and(
    eq(projectCrews.tenantId, auth.tenantId),
    eq(projectCrews.crewChiefId, personId),
    sql`exists (select 1 from project_crew_items ci where ci.project_crew_id = ${projectCrews.id} and ci.ends_at >= ${now.toISOString()} and ci.status <> 'notNeeded')`,
  )!;
  return queryCrews(db, where, page);
}
