// A crew member's own assignments ("jobs") and vacancy applications, and their answer to a
// job request. Everything is filtered on the caller's person: another person's job is 404.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { activities, assignments, persons, projectCrewItems, projectCrews, vacancyApplications } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import {
  AWAITING_ANSWER_STATUSES,
  type TJob,
  type TJobConfirmation,
  type TJobList,
  type TProjectCrew,
} from '../../../domain/planning';
import { tenantTimeZone } from './common';
import { findBookingConflicts } from './bookings';
import { selectShifts, shiftJsonFields, shiftOf } from './shifts';
import { personName, personRef } from '../people/names';
import { queryCrews } from './project-crews';
import { clock } from '../../../domain/clock';
import { storedActivityText } from '../activities/activity-texts';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

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
    version: owner.version,
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
    version: r.version,
    status: r.status,
    crewItemId: r.item.id,
    rowNo: r.rowNo ?? null,
    ...shiftOf(r),
    crew: { id: r.crew.id, name: r.crew.name },
    isCrewChief: r.crew.chiefId === r.personId,
    crewChief: personRef(r.crew.chiefId, r.chiefFirst, r.chiefLast),
  };
}

/** One page of the caller's jobs, shaped as the API answers it (as `toJob` would), and
 *  their number: one statement over the caller's own rows and their crew items. With `days`,
 *  only the jobs worked on some day of [from, to] (the days a phone keeps). */
export async function listJobs(
  db: DbOrTx,
  auth: TAuth,
  list: TJobList,
  page: { limit: number; offset: number },
  now = clock.now(),
  days?: { from: string; to: string },
): Promise<{ data: TJob[]; total: number }> {
  const personId = requirePersonSession(auth);
  const t = auth.tenantId;
  const at = sql`${now.toISOString()}::timestamptz`;
  const awaiting = sql.join(
    AWAITING_ANSWER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const filters: Record<TJobList, SQL> = {
    appliedFor: sql`o.status = 'applied'`,
    upcoming: sql`o.status <> 'cancelled' and i.ends_at >= ${at}`,
    past: sql`i.ends_at < ${at}`,
    toConfirm: sql`o.status in (${awaiting}) and i.ends_at >= ${at}`,
  };
  const kind: TJob['kind'] = list === 'appliedFor' ? 'application' : 'assignment';
  const owner = kind === 'application' ? sql`vacancy_applications` : sql`assignments`;
  const rowNo = kind === 'application' ? sql`null::int` : sql`o.row_no`;
  const order = (r: SQL) => (list === 'past' ? sql`${r}.ends_at desc, ${r}.id desc` : sql`${r}.starts_at, ${r}.id`);
  const { rows } = await db.execute<{ total: number; data: TJob[] }>(sql`with mine as (
      select o.id, o.version, o.status, ${rowNo} as row_no, o.person_id, i.id as item_id, i.project_crew_id, i.function_id,
        i.start_date, i.end_date, i.start_time, i.end_time, i.starts_at, i.ends_at
      from ${owner} o join project_crew_items i on i.id = o.crew_item_id
      where o.tenant_id = ${t} and i.tenant_id = ${t} and o.person_id = ${personId} and ${filters[list]}
        ${days ? sql`and i.start_date <= ${days.to}::date and coalesce(i.end_date, i.start_date) >= ${days.from}::date` : sql``}
    ), page as (
      select * from mine order by ${order(sql`mine`)} limit ${page.limit} offset ${page.offset}
    )
    select (select count(*) from mine)::int as total, coalesce(json_agg(json_build_object(
        'id', page.id, 'kind', ${kind}::text, 'version', page.version, 'status', page.status, 'crewItemId', page.item_id, 'rowNo', page.row_no,
        ${shiftJsonFields(sql`page`, sql`c`, t)},
        'isCrewChief', coalesce(c.crew_chief_id = page.person_id, false),
        'crewChief', (select json_build_object('id', ch.id, 'name', trim(ch.first_name || ' ' || ch.last_name))
          from persons ch where ch.id = c.crew_chief_id and ch.tenant_id = ${t})
      ) order by ${order(sql`page`)}), '[]'::json) as data
    from page join project_crews c on c.id = page.project_crew_id and c.tenant_id = ${t}`);
  const row = rows[0];
  return { data: row?.data ?? [], total: Number(row?.total ?? 0) };
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

/** 409 WORKING_TIME_BREACH when saying yes would break a working-time rule beside the person's
 *  confirmed jobs, 409 TRAINING_REQUIRED when the job's function requires a training they do not
 *  hold valid: crew never confirm their own breach; a planner may, knowingly (assignments.ts). */
async function assertWithinWorkingTime(tx: Tx, auth: TAuth, personId: number, item: TJobRow['item']) {
  const timeZone = await tenantTimeZone(tx, auth.tenantId);
  const conflicts = await findBookingConflicts(tx, auth.tenantId, timeZone, personId, item);
  for (const [kind, code, message] of [
    ['workingTime', 'WORKING_TIME_BREACH', 'Saying yes would break a working-time rule; a planner decides'],
    [
      'training',
      'TRAINING_REQUIRED',
      'The job requires a training not done or expiring before it ends; a planner decides',
    ],
  ] as const) {
    const these = conflicts.filter((c) => c.kind === kind);
    if (these.length > 0) throw new ApiError(code, message, undefined, { details: these });
  }
}

/** The crew member's answer to a job request, based on the version they saw (a planner may have
 *  changed it meanwhile). Accepting confirms it from the app (confirmedWeb), unless it breaks a
 *  working-time rule; declining cancels it and leaves the planners a to-do for tomorrow. */
export async function confirmJob(
  db: Db,
  auth: TAuth,
  id: number,
  answer: TJobConfirmation,
  ifMatch: TIfMatch,
  now = clock.now(),
): Promise<TJob> {
  const personId = requirePersonSession(auth);
  await db.transaction(async (tx) => {
    const [row] = await selectJobs(tx, assignments)
      .where(ownJob(assignments, auth, personId, id))
      .for('update', { of: assignments });
    if (!row) throw notFound('Job');
    await claimVersion(tx, auth, assignments, row.ownerId, ifMatch);
    const { item } = row;
    if (!(AWAITING_ANSWER_STATUSES as readonly string[]).includes(row.status)) {
      throw new ApiError('INVALID_TRANSITION', `A job in status ${row.status} has nothing to confirm`);
    }
    if (item.endsAt < now) throw new ApiError('INVALID_TRANSITION', 'This job is over');
    if (answer.accept) {
      await assertWithinWorkingTime(tx, auth, personId, item);
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
    const shift = {
      function: row.function.name,
      startDate: item.startDate,
      endDate: item.endDate,
      project: row.project.name,
    };
    await tx.insert(activities).values({
      tenantId: auth.tenantId,
      ...(await storedActivityText(tx, auth.tenantId, {
        key: 'jobDeclined',
        values: { name: who!.name, shift, reason },
      })),
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
  now = clock.now(),
): Promise<{ data: TProjectCrew[]; total: number }> {
  const personId = requirePersonSession(auth);
  const where = and(
    eq(projectCrews.tenantId, auth.tenantId),
    eq(projectCrews.crewChiefId, personId),
    sql`exists (select 1 from project_crew_items ci where ci.project_crew_id = ${projectCrews.id} and ci.ends_at >= ${now.toISOString()} and ci.status <> 'notNeeded')`,
  )!;
  return queryCrews(db, where, page);
}
