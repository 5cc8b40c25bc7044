// Check-in and check-out (rules "On the day"). A crew member checks in only themself;
// the crew chief and planners may check in anyone of the crew. Devices queue actions while
// offline and send them later with their original time and a client id: the same client id
// twice is one action. The work day is the date of the check-in in the tenant's time zone;
// a check-out just after midnight closes the open check-in of the day before.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, crewChecks, projectCrewItems } from '../../db/schema';
import { ApiError, invalidField } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import type { TCheckInput, TCrewCheck, TCrewDayMember } from '../../../domain/field-work';
import { deviceTimeOf } from '../device-time';
import { callerPersonId, hasCrewRole, requireCrewRole, type TCrewAccess } from './crew-roles';
import { assertHoursOpen, checksByAssignment, crewAssignment, dayAssignments, toCheck } from './crew-day';
import { isUniqueViolation } from '../../db/errors';
import { clock } from '../../../domain/clock';

type TCheckRow = typeof crewChecks.$inferSelect;
export type TCheckResult = { check: TCrewCheck; created: boolean };

/** Who takes part in checks: crew members for themselves, the crew chief and planners for anyone. */
const CHECKERS = ['member', 'chief', 'planner'] as const;
const FOR_ANYONE = ['chief', 'planner'] as const;

/** The answer to an action whose client id was seen before (same id, same action), or null. */
async function replayOf(
  db: DbOrTx,
  access: TCrewAccess,
  column: 'checkInClientId' | 'checkOutClientId',
  clientId: string,
): Promise<TCheckResult | null> {
  const [row] = await db
    .select()
    .from(crewChecks)
    .where(and(eq(crewChecks.tenantId, access.auth.tenantId), eq(crewChecks[column], clientId)));
  if (!row) return null;
  if (row.projectCrewId !== access.crew.id)
    throw new ApiError('CONFLICT', 'This client id was already used for another crew');
  return { check: toCheck(row), created: false };
}

/** Whether a job of this crew was cancelled: a check-in sent from the queue after it was. */
async function isCancelledJob(db: DbOrTx, access: TCrewAccess, assignmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: assignments.status })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(
      and(
        eq(assignments.tenantId, access.auth.tenantId),
        eq(assignments.id, assignmentId),
        eq(projectCrewItems.projectCrewId, access.crew.id),
      ),
    );
  return row?.status === 'cancelled';
}

function assertMayCheck(access: TCrewAccess, personId: number): void {
  if (personId !== access.auth.personId && !hasCrewRole(access, FOR_ANYONE)) {
    throw new ApiError('FORBIDDEN', 'Crew members may check in and out only themselves');
  }
}

export async function checkIn(
  db: DbOrTx,
  access: TCrewAccess,
  input: TCheckInput,
  now = clock.now(),
): Promise<TCheckResult> {
  requireCrewRole(access, CHECKERS);
  const me = callerPersonId(access);
  const { tenantId } = access.auth;
  const crewId = access.crew.id;
  const again = await replayOf(db, access, 'checkInClientId', input.clientId);
  if (again) return again;

  const at = deviceTimeOf(input.at, now);
  const workDate = utcToZonedDate(at, access.crew.timeZone);
  const jobs = await dayAssignments(
    db,
    tenantId,
    crewId,
    workDate,
    input.assignmentId === undefined ? { personId: me } : {},
  );
  const job = input.assignmentId === undefined ? jobs[0] : jobs.find((j) => j.assignmentId === input.assignmentId);
  if (!job) {
    if (input.assignmentId !== undefined && (await isCancelledJob(db, access, input.assignmentId)))
      throw new ApiError('JOB_CANCELLED', 'This job was cancelled');
    throw input.assignmentId === undefined
      ? invalidField('assignmentId', `You have no job in this crew on ${workDate}`)
      : invalidField('assignmentId', `This job is not in this crew on ${workDate}`);
  }
  assertMayCheck(access, job.personId);
  await assertHoursOpen(db, tenantId, crewId, workDate);
  const existing = await checksByAssignment(db, tenantId, crewId, workDate, [job.assignmentId]);
  if (existing.has(job.assignmentId))
    throw new ApiError('ALREADY_CHECKED_IN', `${job.name} is already checked in on ${workDate}`);

  try {
    const [row] = await db
      .insert(crewChecks)
      .values({
        tenantId,
        projectCrewId: crewId,
        assignmentId: job.assignmentId,
        personId: job.personId,
        workDate,
        checkInAt: at,
        checkInLat: input.lat,
        checkInLng: input.lng,
        checkInAccuracy: input.accuracy ?? null,
        checkInByPersonId: me,
        checkInClientId: input.clientId,
        checkInReceivedAt: now,
      })
      .returning();
    return { check: toCheck(row!), created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A concurrent request won: the same client id is a replay, anything else a second check-in.
    const winner = await replayOf(db, access, 'checkInClientId', input.clientId);
    if (winner) return winner;
    throw new ApiError('ALREADY_CHECKED_IN', `${job.name} is already checked in on ${workDate}`);
  }
}

/** The open check-in this check-out closes: today's, or yesterday's for a shift past midnight. */
async function checkToClose(db: DbOrTx, access: TCrewAccess, assignmentId: number, date: string): Promise<TCheckRow> {
  const { tenantId } = access.auth;
  const today = (await checksByAssignment(db, tenantId, access.crew.id, date, [assignmentId])).get(assignmentId);
  if (today?.checkOutAt) throw new ApiError('ALREADY_CHECKED_OUT', `Already checked out on ${date}`);
  if (today) return today;
  const yesterday = (await checksByAssignment(db, tenantId, access.crew.id, addDays(date, -1), [assignmentId])).get(
    assignmentId,
  );
  if (yesterday && !yesterday.checkOutAt) return yesterday;
  throw new ApiError('NOT_CHECKED_IN', 'Check in first: there is no check-in to close');
}

async function ownOpenAssignment(db: DbOrTx, access: TCrewAccess, me: number, date: string): Promise<number> {
  const { tenantId } = access.auth;
  for (const day of [date, addDays(date, -1)]) {
    const rows = await db
      .select()
      .from(crewChecks)
      .where(
        and(
          eq(crewChecks.tenantId, tenantId),
          eq(crewChecks.projectCrewId, access.crew.id),
          eq(crewChecks.personId, me),
          eq(crewChecks.workDate, day),
        ),
      );
    const open = rows.find((r) => !r.checkOutAt) ?? (day === date ? rows[0] : undefined);
    if (open) return open.assignmentId;
  }
  const jobs = await dayAssignments(db, tenantId, access.crew.id, date, { personId: me });
  if (jobs[0]) return jobs[0].assignmentId;
  throw invalidField('assignmentId', `You have no job in this crew on ${date}`);
}

export async function checkOut(
  db: DbOrTx,
  access: TCrewAccess,
  input: TCheckInput,
  now = clock.now(),
): Promise<TCheckResult> {
  requireCrewRole(access, CHECKERS);
  const me = callerPersonId(access);
  const { tenantId } = access.auth;
  const again = await replayOf(db, access, 'checkOutClientId', input.clientId);
  if (again) return again;

  const at = deviceTimeOf(input.at, now);
  const date = utcToZonedDate(at, access.crew.timeZone);
  let assignmentId = input.assignmentId;
  if (assignmentId === undefined) {
    assignmentId = await ownOpenAssignment(db, access, me, date);
  } else {
    const job = await crewAssignment(db, tenantId, access.crew.id, assignmentId);
    if (!job) throw invalidField('assignmentId', 'This job is not in this crew');
    assertMayCheck(access, job.personId);
  }
  const open = await checkToClose(db, access, assignmentId, date);
  assertMayCheck(access, open.personId);
  if (at.getTime() < open.checkInAt.getTime())
    throw invalidField('at', 'The check-out time is before the check-in time');
  await assertHoursOpen(db, tenantId, access.crew.id, open.workDate);

  try {
    const [row] = await db
      .update(crewChecks)
      .set({
        checkOutAt: at,
        checkOutLat: input.lat,
        checkOutLng: input.lng,
        checkOutAccuracy: input.accuracy ?? null,
        checkOutByPersonId: me,
        checkOutClientId: input.clientId,
        checkOutReceivedAt: now,
      })
      .where(and(eq(crewChecks.id, open.id), isNull(crewChecks.checkOutAt)))
      .returning();
    if (!row) throw new ApiError('ALREADY_CHECKED_OUT', `Already checked out on ${open.workDate}`);
    return { check: toCheck(row), created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await replayOf(db, access, 'checkOutClientId', input.clientId);
    if (winner) return winner;
    throw err;
  }
}

/** Everyone of the crew on `date` with their check; a crew member sees only themself. */
export async function listDayChecks(db: DbOrTx, access: TCrewAccess, date: string): Promise<TCrewDayMember[]> {
  requireCrewRole(access, CHECKERS);
  const all = hasCrewRole(access, FOR_ANYONE);
  const jobs = await dayAssignments(
    db,
    access.auth.tenantId,
    access.crew.id,
    date,
    all ? {} : { personId: callerPersonId(access) },
  );
  const checks = await checksByAssignment(
    db,
    access.auth.tenantId,
    access.crew.id,
    date,
    jobs.map((j) => j.assignmentId),
  );
  return jobs.map(({ endsAt: _e, ...j }) => {
    const check = checks.get(j.assignmentId);
    return { ...j, check: check ? toCheck(check) : null };
  });
}
