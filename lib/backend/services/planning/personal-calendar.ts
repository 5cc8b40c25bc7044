// A person's calendar (rules §2 /personal-calendar): their jobs (confirmed and requested),
// blocked dates and vacation requests over a period, with the overlaps rules §4 colours. The
// iCalendar feed reads the same entries (self-service/calendar-feed.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, blockedDates, companies, projectCrewItems, vacationRequests } from '../../db/schema';
import type { TAuth } from '../../context';
import { invalidField } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import {
  calendarPeriod,
  CONFIRMED_ASSIGNMENT_STATUSES,
  LIVE_VACATION_STATUSES,
  spansMeet,
  type TAssignmentStatus,
  type TCalendarBlockedDate,
  type TCalendarJob,
  type TCalendarVacation,
  type TPersonalCalendar,
} from '../../../domain/planning';
import { assertOwnOrPlanned } from '../people/own-person';
import { tenantTimeZone } from './common';
import { selectShifts, shiftOf } from './shifts';
import { findOverlapping } from './double-booking';
import { scheduleOf } from './bookings';
import { selectVacationRequests, toVacationRequest, vacationsWhere } from './vacation-requests';
import { clock } from '../../../domain/clock';

/** The jobs a calendar shows: asked (and asked again after a change) and confirmed. */
export const CALENDAR_JOB_STATUSES: readonly TAssignmentStatus[] = [
  'requested',
  'hasChanged',
  'confirmed',
  'confirmedWeb',
];

const toneOf = (status: TAssignmentStatus): TCalendarJob['tone'] =>
  status === 'confirmed' || status === 'confirmedWeb' ? 'confirmed' : 'requested';

/** The days a job is worked, as a span of calendar dates. */
const daysOf = (j: { startDate: string; endDate: string | null }) => ({
  startDate: j.startDate,
  endDate: j.endDate ?? j.startDate,
});

/** The person's jobs in these statuses that are worked on some day of [from, to]. */
export function personJobs(
  db: DbOrTx,
  tenantId: number,
  personId: number,
  statuses: readonly TAssignmentStatus[],
  from: string,
  to: string,
) {
  return selectShifts(db, { id: assignments.id, status: assignments.status, updatedAt: assignments.updatedAt })
    .innerJoin(assignments, eq(assignments.crewItemId, projectCrewItems.id))
    .where(
      and(
        eq(assignments.tenantId, tenantId),
        eq(assignments.personId, personId),
        inArray(assignments.status, [...statuses]),
        sql`${projectCrewItems.startDate} <= ${to}`,
        sql`coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate}) >= ${from}`,
      ),
    )
    .orderBy(asc(projectCrewItems.startsAt), asc(assignments.id));
}
export type TPersonJobRow = Awaited<ReturnType<ReturnType<typeof personJobs>['execute']>>[number];

export async function getPersonalCalendar(
  db: DbOrTx,
  auth: TAuth,
  personId: number,
  period: { from?: string; to?: string },
  now = clock.now(),
): Promise<TPersonalCalendar> {
  await assertOwnOrPlanned(db, auth, personId);
  const timeZone = await tenantTimeZone(db, auth.tenantId);
  const { from, to } = calendarPeriod(period, utcToZonedDate(now, timeZone));
  if (to < from) throw invalidField('to', 'The end lies before the start');
  const jobRows = await personJobs(db, auth.tenantId, personId, CALENDAR_JOB_STATUSES, from, to);
  const blocks = await db
    .select({ row: blockedDates, companyName: companies.name })
    .from(blockedDates)
    .leftJoin(companies, eq(companies.id, blockedDates.companyId))
    .where(
      and(
        eq(blockedDates.tenantId, auth.tenantId),
        eq(blockedDates.personId, personId),
        sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${from}`,
        sql`${blockedDates.startDate} <= ${to}`,
      ),
    )
    .orderBy(asc(blockedDates.startDate), asc(blockedDates.id));
  const vacations = (
    await selectVacationRequests(db)
      .where(vacationsWhere(auth.tenantId, { personId, from, to }))
      .orderBy(asc(vacationRequests.startDate), asc(vacationRequests.id))
  ).map(toVacationRequest);

  const blockSpans = blocks.map(({ row }) => ({ startDate: row.startDate, endDate: row.endDate ?? row.startDate }));
  const liveVacations = vacations.filter((v) => LIVE_VACATION_STATUSES.includes(v.status));
  const jobs: TCalendarJob[] = jobRows.map((j) => {
    const others = jobRows.filter((o) => o.id !== j.id).map((o) => ({ schedule: scheduleOf(o.item) }));
    const overlaps =
      findOverlapping(scheduleOf(j.item), others, timeZone).length > 0 ||
      blockSpans.some((b) => spansMeet(b, daysOf(j.item))) ||
      liveVacations.some((v) => spansMeet(v, daysOf(j.item)));
    return {
      id: j.id,
      status: j.status,
      tone: toneOf(j.status),
      ...shiftOf(j),
      overlaps,
    };
  });
  const booked = jobRows.filter((j) => CONFIRMED_ASSIGNMENT_STATUSES.includes(j.status));
  const blockedDateEntries: TCalendarBlockedDate[] = blocks.map(({ row, companyName }, i) => ({
    id: row.id,
    personId: row.personId,
    companyId: row.companyId,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    companyName,
    collidesWithJob: booked.some((j) => spansMeet(blockSpans[i]!, daysOf(j.item))),
  }));
  const vacationEntries: TCalendarVacation[] = vacations.map((v) => ({
    ...v,
    overlaps: LIVE_VACATION_STATUSES.includes(v.status) && jobRows.some((j) => spansMeet(v, daysOf(j.item))),
  }));
  return { personId, from, to, timeZone, jobs, blockedDates: blockedDateEntries, vacationRequests: vacationEntries };
}
