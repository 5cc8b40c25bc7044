// Project crews: a team inside a project, at one location, with a crew chief and a contact
// on site. Planners create and change them; who sees them is decided in crew-access.ts.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { assignments, locations, persons, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, invalidField } from '../../errors';
import { assertProjectVisible } from '../access';
import type { TProjectCrew, TProjectCrewCreate, TProjectCrewUpdate } from '../../../domain/planning';
import { CONFIRMED_ASSIGNMENT_STATUSES, dateRangeProblem } from '../../../domain/planning';
import { getVisibleCrew, visibleCrewsWhere } from './crew-access';
import { assertInTenant } from '../tenant-scope';
import { personRef } from '../people/names';
import { itemWorkedOn } from './worked-on';
import { crewJobsOf } from './crew-jobs';
import { liveAssignment } from './item-conditions';
import { claimVersion } from '../versions';
import type { TIfMatch } from '../../../domain/versions';

const chief = alias(persons, 'crew_chief');
const onSite = alias(persons, 'contact_on_site');

type TCounts = TProjectCrew['counts'];

async function countsOf(db: DbOrTx, crewIds: number[]): Promise<Map<number, TCounts>> {
  const out = new Map<number, TCounts>(crewIds.map((id) => [id, { items: 0, rows: 0, filled: 0, confirmed: 0 }]));
  if (crewIds.length === 0) return out;
  const items = await db
    .select({
      crewId: projectCrewItems.projectCrewId,
      items: count(),
      // Rows of items that are not "not needed": the positions still to fill.
      rows: sql<number>`coalesce(sum(case when ${projectCrewItems.status} <> 'notNeeded' then ${projectCrewItems.rows} else 0 end), 0)::int`,
    })
    .from(projectCrewItems)
    .where(inArray(projectCrewItems.projectCrewId, crewIds))
    .groupBy(projectCrewItems.projectCrewId);
  const people = await db
    .select({
      crewId: projectCrewItems.projectCrewId,
      filled: sql<number>`count(*) filter (where ${liveAssignment})::int`,
      confirmed: sql<number>`count(*) filter (where ${inArray(assignments.status, [...CONFIRMED_ASSIGNMENT_STATUSES])})::int`,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(inArray(projectCrewItems.projectCrewId, crewIds))
    .groupBy(projectCrewItems.projectCrewId);
  for (const r of items) Object.assign(out.get(r.crewId)!, { items: Number(r.items), rows: Number(r.rows) });
  for (const r of people)
    Object.assign(out.get(r.crewId)!, { filled: Number(r.filled), confirmed: Number(r.confirmed) });
  return out;
}

function selectCrews(db: DbOrTx) {
  return db
    .select({
      crew: projectCrews,
      project: { id: projects.id, number: projects.number, name: projects.name },
      locationId: locations.id,
      locationName: locations.name,
      locationCity: locations.city,
      chiefId: chief.id,
      chiefFirst: chief.firstName,
      chiefLast: chief.lastName,
      onSiteId: onSite.id,
      onSiteFirst: onSite.firstName,
      onSiteLast: onSite.lastName,
    })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .leftJoin(chief, eq(chief.id, projectCrews.crewChiefId))
    .leftJoin(onSite, eq(onSite.id, projectCrews.contactOnSiteId));
}
type TCrewRow = Awaited<ReturnType<ReturnType<typeof selectCrews>['execute']>>[number];

async function toCrews(db: DbOrTx, rows: TCrewRow[]): Promise<TProjectCrew[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.crew.id),
  );
  return rows.map((r) => ({
    id: r.crew.id,
    version: r.crew.version,
    name: r.crew.name,
    project: r.project,
    location: r.locationId === null ? null : { id: r.locationId, name: r.locationName ?? '', city: r.locationCity },
    crewChief: personRef(r.chiefId, r.chiefFirst, r.chiefLast),
    contactOnSite: personRef(r.onSiteId, r.onSiteFirst, r.onSiteLast),
    startDate: r.crew.startDate,
    endDate: r.crew.endDate,
    comment: r.crew.comment,
    counts: counts.get(r.crew.id)!,
  }));
}

/** Crews matching `where` (already scoped by the caller), ordered by start date. */
export async function queryCrews(db: DbOrTx, where: SQL, page: { limit: number; offset: number }) {
  const rows = await selectCrews(db)
    .where(where)
    .orderBy(asc(projectCrews.startDate), asc(projectCrews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(projectCrews).where(where);
  return { data: await toCrews(db, rows), total: Number(total?.n ?? 0) };
}

export async function listProjectCrews(
  db: DbOrTx,
  auth: TAuth,
  q: { projectId?: number; date?: string; limit: number; offset: number },
) {
  const parts: SQL[] = [visibleCrewsWhere(auth)];
  if (q.projectId !== undefined) parts.push(eq(projectCrews.projectId, q.projectId));
  if (q.date !== undefined) {
    parts.push(
      sql`exists (select 1 from ${projectCrewItems} where ${projectCrewItems.projectCrewId} = ${projectCrews.id} and ${itemWorkedOn(q.date)})`,
    );
  }
  return queryCrews(db, and(...parts)!, q);
}

export async function getProjectCrew(db: DbOrTx, auth: TAuth, crewId: number): Promise<TProjectCrew> {
  await getVisibleCrew(db, auth, crewId);
  const rows = await selectCrews(db).where(and(eq(projectCrews.id, crewId), eq(projectCrews.tenantId, auth.tenantId)));
  return (await toCrews(db, rows))[0]!;
}

async function assertCrewRefs(
  db: DbOrTx,
  tenantId: number,
  v: { locationId?: number | null; crewChiefId?: number | null; contactOnSiteId?: number | null },
) {
  await assertInTenant(db, tenantId, locations, v.locationId, 'locationId', 'Location');
  await assertInTenant(db, tenantId, persons, v.crewChiefId, 'crewChiefId', 'Person');
  await assertInTenant(db, tenantId, persons, v.contactOnSiteId, 'contactOnSiteId', 'Person');
}

export async function createProjectCrew(db: Db, auth: TAuth, input: TProjectCrewCreate): Promise<TProjectCrew> {
  const id = await db.transaction(async (tx) => {
    await assertProjectVisible(tx, auth, input.projectId).catch((e: unknown) => {
      throw e instanceof ApiError && e.code === 'NOT_FOUND' ? invalidField('projectId', 'Unknown project') : e;
    });
    await assertCrewRefs(tx, auth.tenantId, input);
    const [row] = await tx
      .insert(projectCrews)
      .values({
        tenantId: auth.tenantId,
        projectId: input.projectId,
        name: input.name,
        locationId: input.locationId ?? null,
        crewChiefId: input.crewChiefId ?? null,
        contactOnSiteId: input.contactOnSiteId ?? null,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        comment: input.comment ?? null,
      })
      .returning({ id: projectCrews.id });
    return row!.id;
  });
  return getProjectCrew(db, auth, id);
}

export async function updateProjectCrew(
  db: Db,
  auth: TAuth,
  crewId: number,
  input: TProjectCrewUpdate,
  ifMatch: TIfMatch,
): Promise<TProjectCrew> {
  await db.transaction(async (tx) => {
    const crew = await getVisibleCrew(tx, auth, crewId);
    await claimVersion(tx, auth, projectCrews, crewId, ifMatch);
    await assertCrewRefs(tx, auth.tenantId, input);
    const startDate = input.startDate ?? crew.startDate;
    const endDate = input.endDate === undefined ? crew.endDate : input.endDate;
    const problem = dateRangeProblem(startDate, endDate);
    if (problem) throw invalidField('endDate', problem);
    await tx
      .update(projectCrews)
      .set({
        name: input.name,
        locationId: input.locationId,
        crewChiefId: input.crewChiefId,
        contactOnSiteId: input.contactOnSiteId,
        startDate,
        endDate,
        comment: input.comment,
      })
      .where(and(eq(projectCrews.id, crewId), eq(projectCrews.tenantId, auth.tenantId)));
  });
  return getProjectCrew(db, auth, crewId);
}

/** Deleting a crew takes its crew items along; refused while people are on it (no-shows
 *  included, they are a record), so that nobody silently loses a job: cancel them or mark
 *  the items not needed first. */
export async function deleteProjectCrew(db: Db, auth: TAuth, crewId: number, ifMatch: TIfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    await getVisibleCrew(tx, auth, crewId);
    await claimVersion(tx, auth, projectCrews, crewId, ifMatch);
    const [busy] = await tx
      .select({ n: count() })
      .from(assignments)
      .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
      .where(crewJobsOf(auth.tenantId, crewId));
    if (Number(busy?.n ?? 0) > 0)
      throw new ApiError('CONFLICT', 'People are still assigned to this crew; cancel them first');
    await tx.delete(projectCrews).where(and(eq(projectCrews.id, crewId), eq(projectCrews.tenantId, auth.tenantId)));
  });
}
