// The crew planner board (rules §2 /planner-crew; rules "Planner crew board"): crew members
// by days with their positions and absences over a period, and the tenant's bank holidays.
// Planners see everyone and everything; a client sees the people on their own projects, only
// those positions, and no one's absences. The markers themselves: cellMarkers (lib/domain).
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  bankHolidays,
  blockedDates,
  functions,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
  users,
  vacationRequests,
} from '../../db/schema';
import { joinAssignmentShift, shiftRefColumns } from './shifts';
import type { TAuth } from '../../context';
import { invalidField } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import { fullName } from '../../../domain/people';
import {
  BOARD_PAGE_SIZE,
  calendarPeriod,
  type TBoardAbsence,
  type TBoardPerson,
  type TBoardPosition,
  type TBoardQuery,
  type TOpenRow,
  type TPlannerBoard,
} from '../../../domain/planning';
import { isPlanner, visibleProjectsWhere } from '../access';
import { personName } from '../people/names';
import { doubleBookedIds } from './bookings';
import { hhmm, tenantTimeZone } from './common';
import { clock } from '../../../domain/clock';
import { filledRows, itemFitsPerson, personOnItem } from './item-conditions';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const workedWithin = (from: string, to: string) =>
  and(
    sql`${projectCrewItems.startDate} <= ${to}`,
    sql`coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate}) >= ${from}`,
  )!;

/** Crew members: persons with a crew function or a crew login, never a client's contact person. */
const crewMember = sql`(exists (select 1 from ${personFunctions} pf where pf.person_id = ${persons.id})
  or exists (select 1 from ${users} u where u.person_id = ${persons.id} and 'crew' = any(u.login_types)))`;

export async function getPlannerBoard(
  db: DbOrTx,
  auth: TAuth,
  q: TBoardQuery,
  now = clock.now(),
): Promise<TPlannerBoard> {
  const { tenantId } = auth;
  const timeZone = await tenantTimeZone(db, tenantId);
  const { from, to } = calendarPeriod(q, utcToZonedDate(now, timeZone));
  if (to < from) throw invalidField('to', 'The end lies before the start');
  const planner = isPlanner(auth);
  const projectScope: SQL = planner
    ? eq(projects.tenantId, tenantId)
    : sql`${projects.id} in (select ${projects.id} from ${projects} where ${visibleProjectsWhere(auth)})`;

  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const who: SQL[] = [eq(persons.tenantId, tenantId)];
  if (planner) who.push(isNull(persons.contactId), crewMember);
  else
    who.push(sql`${persons.id} in (select ${assignments.personId} from ${assignments}
      join ${projectCrewItems} on ${projectCrewItems.id} = ${assignments.crewItemId}
      join ${projectCrews} on ${projectCrews.id} = ${projectCrewItems.projectCrewId}
      join ${projects} on ${projects.id} = ${projectCrews.projectId}
      where ${assignments.tenantId} = ${tenantId} and ${projectScope} and ${workedWithin(from, to)})`);
  if (like) who.push(or(ilike(persons.firstName, like), ilike(persons.lastName, like), ilike(personName, like))!);
  if (q.functionId)
    who.push(
      sql`exists (select 1 from ${personFunctions} pf where pf.person_id = ${persons.id} and pf.function_id = ${q.functionId})`,
    );
  const page = q.page ?? 1;
  const people = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(and(...who))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(BOARD_PAGE_SIZE)
    .offset((page - 1) * BOARD_PAGE_SIZE);
  const [counted] = await db
    .select({ n: count() })
    .from(persons)
    .where(and(...who));
  const ids = people.map((p) => p.id);

  const rows = ids.length
    ? await joinAssignmentShift(
        db
          .select({
            id: assignments.id,
            personId: assignments.personId,
            status: assignments.status,
            item: projectCrewItems,
            projectType: projects.type,
            ...shiftRefColumns,
          })
          .from(assignments)
          .$dynamic(),
      )
        .where(
          and(
            eq(assignments.tenantId, tenantId),
            inArray(assignments.personId, ids),
            projectScope,
            workedWithin(from, to),
          ),
        )
        .orderBy(asc(projectCrewItems.startsAt), asc(assignments.id))
    : [];
  const doubled = await doubleBookedIds(
    db,
    tenantId,
    timeZone,
    rows
      .filter((r) => r.status === 'confirmed' || r.status === 'confirmedWeb')
      .map((r) => ({ id: r.id, personId: r.personId, crewItemId: r.item.id, item: r.item })),
  );

  const absences = new Map<number, TBoardAbsence[]>();
  const addAbsence = (personId: number, a: TBoardAbsence) =>
    absences.set(personId, [...(absences.get(personId) ?? []), a]);
  if (planner && ids.length) {
    const blocks = await db
      .select()
      .from(blockedDates)
      .where(
        and(
          eq(blockedDates.tenantId, tenantId),
          inArray(blockedDates.personId, ids),
          sql`${blockedDates.startDate} <= ${to}`,
          sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${from}`,
        ),
      )
      .orderBy(asc(blockedDates.startDate));
    for (const b of blocks)
      addAbsence(b.personId, {
        kind: 'blockedDate',
        id: b.id,
        startDate: b.startDate,
        endDate: b.endDate ?? b.startDate,
        paid: null,
      });
    const vacations = await db
      .select()
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.tenantId, tenantId),
          inArray(vacationRequests.personId, ids),
          eq(vacationRequests.status, 'approved'),
          lte(vacationRequests.startDate, to),
          gte(vacationRequests.endDate, from),
        ),
      )
      .orderBy(asc(vacationRequests.startDate));
    for (const v of vacations)
      addAbsence(v.personId, { kind: 'vacation', id: v.id, startDate: v.startDate, endDate: v.endDate, paid: v.paid });
  }

  const positions = new Map<number, TBoardPosition[]>();
  for (const r of rows) {
    const p: TBoardPosition = {
      id: r.id,
      crewItemId: r.item.id,
      status: r.status,
      kind: r.projectType === 'sickness' ? 'sickness' : r.projectType === 'vacation' ? 'vacation' : 'work',
      project: r.project,
      crew: r.crew,
      function: r.function,
      startDate: r.item.startDate,
      endDate: r.item.endDate,
      startTime: hhmm(r.item.startTime),
      endTime: hhmm(r.item.endTime),
      doubleBooked: doubled.has(r.id),
    };
    positions.set(r.personId, [...(positions.get(r.personId) ?? []), p]);
  }

  const holidays = await db
    .select({ date: bankHolidays.date, name: bankHolidays.name })
    .from(bankHolidays)
    .where(and(eq(bankHolidays.tenantId, tenantId), gte(bankHolidays.date, from), lte(bankHolidays.date, to)))
    .orderBy(asc(bankHolidays.date));

  return {
    from,
    to,
    timeZone,
    bankHolidays: holidays,
    page,
    pageSize: BOARD_PAGE_SIZE,
    total: Number(counted?.n ?? 0),
    persons: people.map((p): TBoardPerson => ({
      id: p.id,
      name: fullName(p),
      positions: positions.get(p.id) ?? [],
      absences: absences.get(p.id) ?? [],
    })),
  };
}

/** Crew items worked on `date` with rows nobody holds, for requesting `personId` (planners). */
export async function listOpenRows(
  db: DbOrTx,
  auth: TAuth,
  q: { date: string; personId: number },
): Promise<TOpenRow[]> {
  const { tenantId } = auth;
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, q.personId), eq(persons.tenantId, tenantId)));
  if (!person) throw invalidField('personId', `Person ${q.personId} does not exist`);
  const taken = filledRows;
  const fits = itemFitsPerson(q.personId);
  const onItem = personOnItem(q.personId);
  const rows = await db
    .select({
      item: projectCrewItems,
      taken,
      fits,
      ...shiftRefColumns,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        inArray(projectCrewItems.status, ['design', 'active']),
        eq(projects.type, 'normal'),
        ne(projects.status, 'closed'),
        workedWithin(q.date, q.date),
        sql`${taken} < ${projectCrewItems.rows}`,
        sql`not ${onItem}`,
      ),
    )
    .orderBy(sql`${fits} desc`, asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
    .limit(100);
  return rows.map((r) => ({
    crewItemId: r.item.id,
    project: r.project,
    crew: r.crew,
    function: r.function,
    startDate: r.item.startDate,
    endDate: r.item.endDate,
    startTime: hhmm(r.item.startTime),
    endTime: hhmm(r.item.endTime),
    freeRows: r.item.rows - Number(r.taken),
    fits: Boolean(r.fits),
  }));
}
