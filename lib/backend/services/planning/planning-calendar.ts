// The planning calendar (rules §2 /planning-calendar, §4 planning colours): the tenant's
// positions, blocked dates and vacation over a period, from one month back (rules §9), each in
// its planning colour and marked where it meets another entry of the same person. Planners see
// everyone; a client sees the positions on their own projects and no one's absences. Spare
// positions need the right planningCalendar READSPAREFUNCTION.
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  blockedDates,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
  vacationRequests,
} from '../../db/schema';
import { joinAssignmentShift, shiftRefColumns } from './shifts';
import type { TAuth } from '../../context';
import { utcToZonedDate } from '../../../domain/time-zone';
import { fullName } from '../../../domain/people';
import {
  planningSince,
  spansMeet,
  type TAssignmentStatus,
  type TPlanningCalendar,
  type TPlanningCalendarQuery,
  type TPlanningEntry,
  type TPlanningToneName,
} from '../../../domain/planning';
import { isPlanner, visibleProjectsWhere } from '../access';
import { holds } from '../auth/rights';
import { scheduleOf } from './bookings';
import { hhmm, tenantTimeZone } from './common';
import { schedulesOverlap, type TSchedule } from './double-booking';
import { clock } from '../../../domain/clock';

const TONE_OF: Partial<Record<TAssignmentStatus, TPlanningToneName>> = {
  confirmed: 'confirmedJob',
  confirmedWeb: 'confirmedJob',
  requested: 'requestedJob',
  hasChanged: 'requestedJob',
  spare: 'requestedJob',
  clientRequested: 'requestedCrew',
  clientAdded: 'requestedCrew',
};

export async function getPlanningCalendar(
  db: DbOrTx,
  auth: TAuth,
  q: TPlanningCalendarQuery,
  now = clock.now(),
): Promise<TPlanningCalendar> {
  const { tenantId } = auth;
  const timeZone = await tenantTimeZone(db, tenantId);
  const since = planningSince(utcToZonedDate(now, timeZone));
  const from = q.from > since ? q.from : since;
  const to = q.to;
  const planner = isPlanner(auth);
  const spare = await holds(db, auth, 'planningCalendar.READSPAREFUNCTION');
  const statuses = (Object.keys(TONE_OF) as TAssignmentStatus[]).filter((s) => spare || s !== 'spare');
  const empty: TPlanningCalendar = { from: q.from, to, since, entries: [], functions: [], crews: [], persons: [] };
  if (to < from) return empty;

  const jobWhere: SQL[] = [
    eq(assignments.tenantId, tenantId),
    inArray(assignments.status, statuses),
    notInArray(projects.type, ['sickness', 'vacation']),
    sql`${projectCrewItems.startDate} <= ${to}`,
    sql`coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate}) >= ${from}`,
    planner ? eq(projects.tenantId, tenantId) : visibleProjectsWhere(auth),
  ];
  if (q.functionId) jobWhere.push(eq(projectCrewItems.functionId, q.functionId));
  if (q.crewId) jobWhere.push(eq(projectCrews.id, q.crewId));
  if (q.personId) jobWhere.push(eq(assignments.personId, q.personId));
  const jobs = await joinAssignmentShift(
    db
      .select({
        id: assignments.id,
        status: assignments.status,
        item: projectCrewItems,
        person: { id: persons.id, firstName: persons.firstName, lastName: persons.lastName },
        ...shiftRefColumns,
      })
      .from(assignments)
      .$dynamic(),
  )
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .where(and(...jobWhere))
    .orderBy(asc(projectCrewItems.startsAt), asc(assignments.id));

  // Absences are the planners' to see, and have no function or crew to filter on.
  const absencesShown = planner && !q.functionId && !q.crewId;
  const personFilter = (col: typeof blockedDates.personId | typeof vacationRequests.personId) =>
    q.personId ? eq(col, q.personId) : undefined;
  const blocks = absencesShown
    ? await db
        .select({ row: blockedDates, firstName: persons.firstName, lastName: persons.lastName })
        .from(blockedDates)
        .innerJoin(persons, eq(persons.id, blockedDates.personId))
        .where(
          and(
            eq(blockedDates.tenantId, tenantId),
            sql`${blockedDates.startDate} <= ${to}`,
            sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${from}`,
            personFilter(blockedDates.personId),
          ),
        )
        .orderBy(asc(blockedDates.startDate), asc(blockedDates.id))
    : [];
  const vacations = absencesShown
    ? await db
        .select({ row: vacationRequests, firstName: persons.firstName, lastName: persons.lastName })
        .from(vacationRequests)
        .innerJoin(persons, eq(persons.id, vacationRequests.personId))
        .where(
          and(
            eq(vacationRequests.tenantId, tenantId),
            inArray(vacationRequests.status, ['requested', 'approved']),
            sql`${vacationRequests.startDate} <= ${to}`,
            sql`${vacationRequests.endDate} >= ${from}`,
            personFilter(vacationRequests.personId),
          ),
        )
        .orderBy(asc(vacationRequests.startDate), asc(vacationRequests.id))
    : [];

  type TDraft = Omit<TPlanningEntry, 'overlaps'> & { schedule: TSchedule | null };
  const drafts: TDraft[] = [
    ...jobs.map((j): TDraft => ({
      key: `a${j.id}`,
      tone: TONE_OF[j.status]!,
      person: { id: j.person.id, name: fullName(j.person) },
      startDate: j.item.startDate,
      endDate: j.item.endDate ?? j.item.startDate,
      startTime: hhmm(j.item.startTime),
      endTime: hhmm(j.item.endTime),
      project: j.project,
      crew: j.crew,
      function: j.function,
      schedule: scheduleOf(j.item),
    })),
    ...blocks.map(({ row, ...name }): TDraft => ({
      key: `b${row.id}`,
      tone: 'blockedDate',
      person: { id: row.personId, name: fullName(name) },
      startDate: row.startDate,
      endDate: row.endDate ?? row.startDate,
      startTime: null,
      endTime: null,
      project: null,
      crew: null,
      function: null,
      schedule: null,
    })),
    // Requested vacation in its own colour; approved vacation stands in the way like a blocked date.
    ...vacations.map(({ row, ...name }): TDraft => ({
      key: `v${row.id}`,
      tone: row.status === 'approved' ? 'blockedDate' : 'requestedVacation',
      person: { id: row.personId, name: fullName(name) },
      startDate: row.startDate,
      endDate: row.endDate,
      startTime: null,
      endTime: null,
      project: null,
      crew: null,
      function: null,
      schedule: null,
    })),
  ];

  const byPerson = new Map<number, TDraft[]>();
  for (const d of drafts) byPerson.set(d.person.id, [...(byPerson.get(d.person.id) ?? []), d]);
  const meets = (a: TDraft, b: TDraft) =>
    a.schedule && b.schedule ? schedulesOverlap(a.schedule, b.schedule, timeZone) : spansMeet(a, b);
  const entries = drafts
    .map((self): TPlanningEntry => {
      const { schedule, ...entry } = self;
      // Two absences side by side are no clash; anything with a position is.
      const overlaps = byPerson
        .get(self.person.id)!
        .some((o) => o !== self && (schedule !== null || o.schedule !== null) && meets(self, o));
      return { ...entry, overlaps };
    })
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));

  const uniq = <T extends { id: number; name: string }>(list: (T | null)[]) =>
    [...new Map(list.filter((x): x is T => x !== null).map((x) => [x.id, x])).values()].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  return {
    from: q.from,
    to,
    since,
    entries,
    functions: uniq(entries.map((e) => e.function)),
    crews: uniq(entries.map((e) => e.crew)),
    persons: uniq(entries.map((e) => e.person)),
  };
}
