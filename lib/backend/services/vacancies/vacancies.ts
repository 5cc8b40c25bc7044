// Vacancies (rules "Vacancy"): the open rows of active, upcoming crew items marked as
// vacancy. Crew see those whose function is one of theirs, apply and withdraw until a planner
// confirms; each of those leaves the planners a to-do. Planners see every vacancy with its
// waiting applicants, and accept (books the person as confirmed, under the double-booking
// rule of assignments.ts) or reject.
import { and, asc, count, desc, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { assignments, personFunctions, persons, projectCrewItems, vacancyApplications } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import type {
  TProjectVacancy,
  TVacancy,
  TVacancyAcceptInput,
  TVacancyApplicant,
  TVacancyApplication,
} from '../../../domain/vacancies';
import { hhmm, iso } from '../planning/common';
import { createAssignmentIn } from '../planning/assignments';
import { selectShifts, shiftOf, shiftWords } from '../planning/shifts';
import { addPlannerActivity } from '../activities/planner-todos';
import { personName, personRef } from '../people/names';
import { requirePlanner } from '../access';
import { clock } from '../../../domain/clock';
import { filledRows, itemFitsPerson, liveAssignment, personOnItem } from '../planning/item-conditions';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

/** The activity type the demo seeds for these to-dos; a tenant without it gets untyped ones. */
const VACANCY_ACTIVITY_TYPE = 'Vacancy application';

/** Active, upcoming vacancy items of the tenant. */
const openVacancyWhere = (tenantId: number, now: Date): SQL =>
  and(
    eq(projectCrewItems.tenantId, tenantId),
    eq(projectCrewItems.isVacancy, true),
    eq(projectCrewItems.status, 'active'),
    gt(projectCrewItems.startsAt, now),
  )!;

const selectVacancies = (db: DbOrTx) => selectShifts(db, { taken: filledRows });
type TVacancyRow = Awaited<ReturnType<ReturnType<typeof selectVacancies>['execute']>>[number];

const vacancyOf = (r: TVacancyRow) => ({
  id: r.item.id,
  ...shiftOf(r),
  rows: r.item.rows,
  openRows: Math.max(0, r.item.rows - Number(r.taken)),
});

function requireCrewPerson(auth: TAuth): number {
  if (auth.type !== 'user' || auth.personId === null) throw forbidden('Vacancies need a personal login');
  return auth.personId;
}

const notOnItem = (personId: number) => not(personOnItem(personId));
const hasWaitingApplication = (personId?: number) =>
  sql`exists (select 1 from ${vacancyApplications} v where v.crew_item_id = ${projectCrewItems.id} and v.status = 'applied'${
    personId === undefined ? sql`` : sql` and v.person_id = ${personId}`
  })`;

/** The vacancies that fit the caller: their function, a free row (or their own waiting
 *  application), and not already on the item. Soonest first. */
export async function listVacancies(
  db: DbOrTx,
  auth: TAuth,
  page: { limit: number; offset: number },
  now = clock.now(),
): Promise<{ data: TVacancy[]; total: number }> {
  const personId = requireCrewPerson(auth);
  const where = and(
    openVacancyWhere(auth.tenantId, now),
    itemFitsPerson(personId),
    notOnItem(personId),
    sql`(${projectCrewItems.rows} > ${filledRows} or ${hasWaitingApplication(personId)})`,
  )!;
  const rows = await selectVacancies(db)
    .where(where)
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(projectCrewItems).where(where);
  const ids = rows.map((r) => r.item.id);
  const mine = ids.length
    ? await db
        .select()
        .from(vacancyApplications)
        .where(
          and(
            eq(vacancyApplications.tenantId, auth.tenantId),
            eq(vacancyApplications.personId, personId),
            inArray(vacancyApplications.crewItemId, ids),
          ),
        )
        .orderBy(desc(vacancyApplications.id))
    : [];
  const latest = new Map<number, (typeof mine)[number]>();
  for (const a of mine) if (!latest.has(a.crewItemId)) latest.set(a.crewItemId, a);
  return {
    data: rows.map((r) => {
      const a = latest.get(r.item.id);
      return {
        ...vacancyOf(r),
        application: a ? { id: a.id, status: a.status, appliedAt: iso(a.createdAt) } : null,
      };
    }),
    total: Number(total?.n ?? 0),
  };
}

/** Planners: every open vacancy, or one with applicants waiting, with those applicants. */
export async function listProjectVacancies(
  db: DbOrTx,
  auth: TAuth,
  page: { limit: number; offset: number },
  now = clock.now(),
): Promise<{ data: TProjectVacancy[]; total: number }> {
  requirePlanner(auth);
  const where = and(
    openVacancyWhere(auth.tenantId, now),
    sql`(${projectCrewItems.rows} > ${filledRows} or ${hasWaitingApplication()})`,
  )!;
  const rows = await selectVacancies(db)
    .where(where)
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(projectCrewItems).where(where);
  const ids = rows.map((r) => r.item.id);
  const waiting = ids.length
    ? await db
        .select({
          id: vacancyApplications.id,
          version: vacancyApplications.version,
          crewItemId: vacancyApplications.crewItemId,
          createdAt: vacancyApplications.createdAt,
          personId: persons.id,
          firstName: persons.firstName,
          lastName: persons.lastName,
        })
        .from(vacancyApplications)
        .innerJoin(persons, eq(persons.id, vacancyApplications.personId))
        .where(
          and(
            eq(vacancyApplications.tenantId, auth.tenantId),
            eq(vacancyApplications.status, 'applied'),
            inArray(vacancyApplications.crewItemId, ids),
          ),
        )
        .orderBy(asc(vacancyApplications.createdAt), asc(vacancyApplications.id))
    : [];
  const byItem = new Map<number, TVacancyApplicant[]>();
  for (const a of waiting) {
    const list = byItem.get(a.crewItemId) ?? [];
    list.push({
      applicationId: a.id,
      version: a.version,
      person: personRef(a.personId, a.firstName, a.lastName)!,
      appliedAt: iso(a.createdAt),
    });
    byItem.set(a.crewItemId, list);
  }
  return {
    data: rows.map((r) => ({ ...vacancyOf(r), applicants: byItem.get(r.item.id) ?? [] })),
    total: Number(total?.n ?? 0),
  };
}

/** The vacancy item `crewItemId`, locked: 404 unless it is an open vacancy of the tenant. */
async function lockOpenVacancy(tx: Tx, tenantId: number, crewItemId: number, now: Date) {
  const [row] = await selectVacancies(tx)
    .where(and(eq(projectCrewItems.id, crewItemId), openVacancyWhere(tenantId, now)))
    .for('update', { of: projectCrewItems });
  if (!row) throw notFound('Vacancy');
  return row;
}

/** A to-do for the planners about an application: due the next day, priority 1 (rules §9). */
async function todoForPlanners(
  tx: Tx,
  auth: TAuth,
  vacancy: TVacancyRow,
  personId: number,
  what: 'applied' | 'withdrawn',
  now: Date,
) {
  const [who] = await tx.select({ name: personName }).from(persons).where(eq(persons.id, personId));
  const { item } = vacancy;
  await addPlannerActivity(
    tx,
    auth.tenantId,
    {
      text: {
        key: what === 'applied' ? 'vacancyApplied' : 'vacancyWithdrawn',
        values: {
          name: who!.name,
          shift: shiftWords(vacancy),
          crew: vacancy.crew.name,
          startTime: hhmm(item.startTime),
          endTime: hhmm(item.endTime),
        },
      },
      typeName: VACANCY_ACTIVITY_TYPE,
      category: what === 'applied' ? 'vacancyApplied' : 'vacancyWithdrawn',
      personPartyId: personId,
      projectId: vacancy.project.id,
      crewItemId: item.id,
    },
    now,
  );
}

const applicationOf = (a: typeof vacancyApplications.$inferSelect, assignmentId: number | null = null) => ({
  id: a.id,
  version: a.version,
  crewItemId: a.crewItemId,
  personId: a.personId,
  status: a.status,
  assignmentId,
});

/** The caller applies: the function must be theirs, a row free, and no waiting application. */
export async function applyForVacancy(db: Db, auth: TAuth, crewItemId: number, now = clock.now()) {
  const personId = requireCrewPerson(auth);
  return db.transaction(async (tx): Promise<TVacancyApplication> => {
    const vacancy = await lockOpenVacancy(tx, auth.tenantId, crewItemId, now);
    const [fit] = await tx
      .select({ id: personFunctions.functionId })
      .from(personFunctions)
      .where(and(eq(personFunctions.personId, personId), eq(personFunctions.functionId, vacancy.item.functionId)));
    if (!fit) throw forbidden('This vacancy is for a function you do not have');
    const [onItem] = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.crewItemId, crewItemId), eq(assignments.personId, personId), liveAssignment));
    if (onItem) throw new ApiError('CONFLICT', 'You are already on this crew item');
    const [waiting] = await tx
      .select({ id: vacancyApplications.id })
      .from(vacancyApplications)
      .where(
        and(
          eq(vacancyApplications.crewItemId, crewItemId),
          eq(vacancyApplications.personId, personId),
          eq(vacancyApplications.status, 'applied'),
        ),
      );
    if (waiting) throw new ApiError('CONFLICT', 'You have applied for this vacancy already');
    if (vacancyOf(vacancy).openRows === 0) throw new ApiError('CONFLICT', 'All rows of this vacancy are filled');
    const [row] = await tx
      .insert(vacancyApplications)
      .values({ tenantId: auth.tenantId, crewItemId, personId, status: 'applied' })
      .returning();
    await todoForPlanners(tx, auth, vacancy, personId, 'applied', now);
    return applicationOf(row!);
  });
}

/** The caller withdraws their waiting application; once a planner has confirmed it, it stays. */
export async function withdrawFromVacancy(db: Db, auth: TAuth, crewItemId: number, now = clock.now()) {
  const personId = requireCrewPerson(auth);
  return db.transaction(async (tx): Promise<TVacancyApplication> => {
    const [latest] = await tx
      .select()
      .from(vacancyApplications)
      .where(
        and(
          eq(vacancyApplications.tenantId, auth.tenantId),
          eq(vacancyApplications.crewItemId, crewItemId),
          eq(vacancyApplications.personId, personId),
        ),
      )
      .orderBy(desc(vacancyApplications.id))
      .limit(1)
      .for('update');
    if (!latest || latest.status === 'withdrawn') throw notFound('Application');
    if (latest.status !== 'applied')
      throw new ApiError('INVALID_TRANSITION', `An application that is ${latest.status} cannot be withdrawn`);
    const vacancy = await lockOpenVacancy(tx, auth.tenantId, crewItemId, now);
    const [row] = await tx
      .update(vacancyApplications)
      .set({ status: 'withdrawn' })
      .where(eq(vacancyApplications.id, latest.id))
      .returning();
    await todoForPlanners(tx, auth, vacancy, personId, 'withdrawn', now);
    return applicationOf(row!);
  });
}

/** The application, locked at the version the planner's answer is based on, still waiting. */
async function lockWaitingApplication(tx: Tx, auth: TAuth, id: number, ifMatch: TIfMatch) {
  const [a] = await tx
    .select()
    .from(vacancyApplications)
    .where(and(eq(vacancyApplications.id, id), eq(vacancyApplications.tenantId, auth.tenantId)))
    .for('update');
  if (!a) throw notFound('Application');
  await claimVersion(tx, auth, vacancyApplications, a.id, ifMatch);
  if (a.status !== 'applied')
    throw new ApiError('INVALID_TRANSITION', `An application that is ${a.status} has no answer to give`);
  return a;
}

/** A planner accepts: the person is booked as confirmed on a free row (409 DOUBLE_BOOKING
 *  first when that clashes, as with any booking) and the application is confirmed. */
export async function acceptApplication(
  db: Db,
  auth: TAuth,
  id: number,
  input: TVacancyAcceptInput,
  ifMatch: TIfMatch,
) {
  requirePlanner(auth);
  return db.transaction(async (tx): Promise<TVacancyApplication> => {
    const a = await lockWaitingApplication(tx, auth, id, ifMatch);
    const assignment = await createAssignmentIn(tx, auth, {
      crewItemId: a.crewItemId,
      personId: a.personId,
      status: 'confirmed',
      confirmDoubleBooking: input.confirmDoubleBooking,
    });
    const [row] = await tx
      .update(vacancyApplications)
      .set({ status: 'confirmed' })
      .where(eq(vacancyApplications.id, a.id))
      .returning();
    return applicationOf(row!, assignment.id);
  });
}

export async function rejectApplication(db: Db, auth: TAuth, id: number, ifMatch: TIfMatch) {
  requirePlanner(auth);
  return db.transaction(async (tx): Promise<TVacancyApplication> => {
    const a = await lockWaitingApplication(tx, auth, id, ifMatch);
    const [row] = await tx
      .update(vacancyApplications)
      .set({ status: 'rejected' })
      .where(eq(vacancyApplications.id, a.id))
      .returning();
    return applicationOf(row!);
  });
}
