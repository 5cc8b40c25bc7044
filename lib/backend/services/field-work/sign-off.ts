// Sign-off (rules "On the day"): the crew chief closes the day for the crew, proposing
// paid and charged hours per person. The proposal starts from the check-ins (see hours.ts);
// once the day is signed off, its hours no longer change.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { crewChecks, crewSignOffs, persons } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TProposedHoursInput, TSignOff, TSignOffInput, TSignOffLine } from '../../../domain/field-work';
import { callerPersonId, hasCrewRole, requireCrewRole, type TCrewAccess } from './crew-roles';
import { assertHoursOpen, checksByAssignment, dayAssignments, getSignOff, isLateSync } from './crew-day';
import { personName } from '../people/names';
import { suggestedMinutes } from './hours';
import { isUniqueViolation } from '../../db/errors';
import { actionTimeOf } from '../device-time';
import { clock } from '../../../domain/clock';

const CHIEF_OR_PLANNER = ['chief', 'planner'] as const;

/** The day's lines: everyone of the crew that day, with their times, the suggestion and what was proposed. */
export async function signOffLines(db: DbOrTx, access: TCrewAccess, date: string): Promise<TSignOffLine[]> {
  const { tenantId } = access.auth;
  const jobs = await dayAssignments(db, tenantId, access.crew.id, date);
  const checks = await checksByAssignment(
    db,
    tenantId,
    access.crew.id,
    date,
    jobs.map((j) => j.assignmentId),
  );
  return jobs.map((j) => {
    const c = checks.get(j.assignmentId);
    return {
      assignmentId: j.assignmentId,
      personId: j.personId,
      name: j.name,
      function: j.function,
      checkInAt: c ? c.checkInAt.toISOString() : null,
      checkOutAt: c?.checkOutAt ? c.checkOutAt.toISOString() : null,
      suggestedMinutes: c ? suggestedMinutes(c.checkInAt, c.checkOutAt) : null,
      paidMinutes: c?.paidMinutes ?? null,
      chargedMinutes: c?.chargedMinutes ?? null,
      hoursPending: c?.hoursPending ?? false,
      lateSync: c ? isLateSync(c) : false,
    };
  });
}

export async function getSignOffProposal(db: DbOrTx, access: TCrewAccess, date: string): Promise<TSignOff> {
  requireCrewRole(access, CHIEF_OR_PLANNER, 'Only the crew chief or a planner may sign off the crew');
  const row = await getSignOff(db, access.auth.tenantId, access.crew.id, date);
  let signedOff: TSignOff['signedOff'] = null;
  if (row) {
    const [by] = await db.select({ name: personName }).from(persons).where(eq(persons.id, row.signedOffByPersonId));
    signedOff = {
      at: row.signedOffAt.toISOString(),
      byPersonId: row.signedOffByPersonId,
      byName: by?.name ?? '',
      comment: row.comment,
    };
  }
  return { date, signedOff, lines: await signOffLines(db, access, date) };
}

export async function setProposedHours(db: Db, access: TCrewAccess, input: TProposedHoursInput): Promise<TSignOff> {
  requireCrewRole(access, CHIEF_OR_PLANNER, 'Only the crew chief or a planner may propose hours');
  const { tenantId } = access.auth;
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  input.lines.forEach((l, i) => {
    if (seen.has(l.assignmentId)) fields[`lines.${i}.assignmentId`] = 'This person is listed twice';
    seen.add(l.assignmentId);
  });
  if (Object.keys(fields).length) throw new ApiError('VALIDATION_FAILED', 'A person is listed twice', fields);

  await db.transaction(async (tx) => {
    await assertHoursOpen(tx, tenantId, access.crew.id, input.date);
    const checks = await checksByAssignment(
      tx,
      tenantId,
      access.crew.id,
      input.date,
      input.lines.map((l) => l.assignmentId),
    );
    input.lines.forEach((l, i) => {
      if (!checks.has(l.assignmentId))
        fields[`lines.${i}.assignmentId`] = `Not checked in with this crew on ${input.date}`;
    });
    if (Object.keys(fields).length)
      throw new ApiError('VALIDATION_FAILED', 'Hours can only be proposed for people who checked in', fields);
    // A crew chief's hours for their own job wait for a planner; a planner's count at once.
    const planner = hasCrewRole(access, ['planner']);
    const me = access.auth.personId;
    for (const l of input.lines) {
      const check = checks.get(l.assignmentId)!;
      await tx
        .update(crewChecks)
        .set({
          paidMinutes: l.paidMinutes,
          chargedMinutes: l.chargedMinutes,
          hoursPending: !planner && check.personId === me,
        })
        .where(eq(crewChecks.id, check.id));
    }
  });
  return getSignOffProposal(db, access, input.date);
}

/** Closes the day. Everyone checked in must be checked out; hours not proposed take the suggestion. */
export async function signOffDay(
  db: Db,
  access: TCrewAccess,
  input: TSignOffInput,
  now = clock.now(),
): Promise<TSignOff> {
  requireCrewRole(access, CHIEF_OR_PLANNER, 'Only the crew chief or a planner may sign off the crew');
  const me = callerPersonId(access);
  const { tenantId } = access.auth;
  await db.transaction(async (tx) => {
    await assertHoursOpen(tx, tenantId, access.crew.id, input.date);
    const lines = await signOffLines(tx, access, input.date);
    if (!lines.length) throw new ApiError('CONFLICT', `No one works in this crew on ${input.date}`);
    const open = lines.filter((l) => l.checkInAt && !l.checkOutAt);
    if (open.length)
      throw new ApiError('CONFLICT', `Check out first: ${open.map((l) => l.name).join(', ')} still checked in`);
    const ids = lines
      .filter((l) => l.checkInAt && (l.paidMinutes === null || l.chargedMinutes === null))
      .map((l) => l.assignmentId);
    if (ids.length) {
      const checks = await checksByAssignment(tx, tenantId, access.crew.id, input.date, ids);
      for (const c of checks.values()) {
        const minutes = suggestedMinutes(c.checkInAt, c.checkOutAt) ?? 0;
        await tx
          .update(crewChecks)
          .set({ paidMinutes: c.paidMinutes ?? minutes, chargedMinutes: c.chargedMinutes ?? minutes })
          .where(eq(crewChecks.id, c.id));
      }
    }
    try {
      await tx.insert(crewSignOffs).values({
        tenantId,
        projectCrewId: access.crew.id,
        workDate: input.date,
        signedOffByPersonId: me,
        signedOffAt: actionTimeOf(input.at, now),
        comment: input.comment?.trim() || null,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError('CONFLICT', `The crew is already signed off for ${input.date}`);
      throw err;
    }
  });
  return getSignOffProposal(db, access, input.date);
}

/** A planner approves the hours a crew chief proposed for themself on `date`. */
export async function approveHours(db: Db, access: TCrewAccess, date: string): Promise<TSignOff> {
  requireCrewRole(access, ['planner'], 'Only planners approve hours');
  await db
    .update(crewChecks)
    .set({ hoursPending: false })
    .where(
      and(
        eq(crewChecks.tenantId, access.auth.tenantId),
        eq(crewChecks.projectCrewId, access.crew.id),
        eq(crewChecks.workDate, date),
        eq(crewChecks.hoursPending, true),
      ),
    );
  return getSignOffProposal(db, access, date);
}
