// Shift reminders (rules §6 "pre-call"): a push message a while before each daily start of a
// confirmed job; the tenant sets how long before (2 hours unless told). Every backend process
// sweeps for due reminders (server.ts); each reminder is a keyed job (assignment and start),
// so it exists once however many processes sweep at the same moment, and the queue gives it
// to one worker.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, projectCrewItems, pushSubscriptions, tenants } from '../../db/schema';
import { CONFIRMED_ASSIGNMENT_STATUSES } from '../../../domain/planning/statuses';
import { dailyWindows } from '../planning/double-booking';
import { hhmm } from '../planning/common';
import { notifyPerson } from './push-events';
import { clock } from '../../../domain/clock';
import { startSweep } from '../../jobs/sweep';

/** The longest lead time the sweep looks ahead for (a tenant setting above it is capped). */
export const MAX_LEAD_MINUTES = 24 * 60;

type TShift = {
  assignmentId: number;
  personId: number;
  tenantId: number;
  timeZone: string;
  leadMinutes: number;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
};

/** The daily starts of a shift that fall in (now, now + lead]: the reminders due now. */
export function dueStarts(shift: TShift, now: Date): Date[] {
  const lead = Math.min(shift.leadMinutes, MAX_LEAD_MINUTES) * 60_000;
  const schedule = {
    startDate: shift.startDate,
    endDate: shift.endDate,
    startTime: hhmm(shift.startTime),
    endTime: hhmm(shift.endTime),
  };
  return dailyWindows(schedule, shift.timeZone)
    .map((w) => w.start)
    .filter((start) => start > now.getTime() && start <= now.getTime() + lead)
    .map((start) => new Date(start));
}

/** Confirmed jobs of people with a browser to notify whose work may start within the lead time. */
function shiftsNear(db: DbOrTx, now: Date, where?: ReturnType<typeof and>) {
  const horizon = new Date(now.getTime() + MAX_LEAD_MINUTES * 60_000);
  return db
    .select({
      assignmentId: assignments.id,
      personId: assignments.personId,
      tenantId: assignments.tenantId,
      timeZone: tenants.timezone,
      leadMinutes: tenants.shiftReminderMinutes,
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(tenants, eq(tenants.id, assignments.tenantId))
    .where(
      and(
        inArray(assignments.status, [...CONFIRMED_ASSIGNMENT_STATUSES]),
        inArray(projectCrewItems.status, ['design', 'active']),
        sql`${projectCrewItems.startsAt} <= ${horizon.toISOString()}`,
        gt(projectCrewItems.endsAt, now),
        sql`exists (select 1 from ${pushSubscriptions} ps where ps.person_id = ${assignments.personId} and ps.tenant_id = ${assignments.tenantId})`,
        where,
      ),
    );
}

export const reminderKey = (assignmentId: number, startsAt: Date) =>
  `shiftReminder:${assignmentId}:${startsAt.toISOString()}`;

/** Queues every reminder that is due now and not queued yet; resolves to how many were due. */
export async function enqueueDueReminders(db: DbOrTx, now = clock.now()): Promise<number> {
  let due = 0;
  for (const shift of await shiftsNear(db, now)) {
    for (const start of dueStarts(shift, now)) {
      due++;
      await notifyPerson(
        db,
        shift.tenantId,
        shift.personId,
        { kind: 'shiftReminder', assignmentId: shift.assignmentId, startsAt: start.toISOString() },
        reminderKey(shift.assignmentId, start),
      );
    }
  }
  return due;
}

/** At sending time: the job is still confirmed, still starts then, and has not started yet. */
export async function reminderStillDue(
  db: DbOrTx,
  tenantId: number,
  assignmentId: number,
  startsAt: string,
  now = clock.now(),
): Promise<boolean> {
  const [shift] = await shiftsNear(db, now, and(eq(assignments.id, assignmentId), eq(assignments.tenantId, tenantId)));
  if (!shift) return false;
  const start = new Date(startsAt).getTime();
  const schedule = { ...shift, startTime: hhmm(shift.startTime), endTime: hhmm(shift.endTime) };
  return start > now.getTime() && dailyWindows(schedule, shift.timeZone).some((w) => w.start === start);
}

/** The sweep of one backend process: every `everyMs`, queue what is due. */
export const startReminderSweep = (opts: { db: DbOrTx; everyMs: number; log?: (line: string) => void }) =>
  startSweep({ name: 'reminders', everyMs: opts.everyMs, log: opts.log, run: () => enqueueDueReminders(opts.db) });
