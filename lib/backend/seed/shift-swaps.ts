// Shift swaps of the demo, placed after everything else is planned and checked
// against the real rule (findBookingConflicts), so that they hold whatever the random volume:
// - Sam (crew@) has a confirmed job Chris (chief@) could take: they share a function and both
//   are free then (the browser test offers and swaps it);
// - a colleague offers a shift Sam could take (Sam's "Shifts offered by colleagues");
// - Noor (crew.nl@) has taken a colleague's shift, waiting for the planners.
// No random choices: candidates are read in a fixed order.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, personFunctions, projectCrewItems, projectCrews, projects, shiftSwaps } from '../db/schema';
import { utcToZonedDate, zonedToUtc } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import { SWAPPABLE_ASSIGNMENT_STATUSES } from '../../domain/shift-swaps';
import { findBookingConflicts } from '../services/planning/bookings';
import { tenantTimeZone } from '../services/planning/common';
import { recordSwapStep } from '../services/shift-swaps/swap-activities';
import { selectSwaps } from '../services/shift-swaps/swap-rows';
import type { TSeedTenant } from './base';
import { clock } from '../../domain/clock';
import { liveAssignment } from '../services/planning/item-conditions';

type TItem = typeof projectCrewItems.$inferSelect;
const HOUR = 3_600_000;
const SCAN = 300;

export async function seedShiftSwaps(db: Db, t: TSeedTenant, now = clock.now()) {
  const { tenantId } = t;
  const sam = t.users['crew@example.com']?.personId;
  const chris = t.users['chief@example.com']?.personId;
  const noor = t.users['crew.nl@example.com']?.personId;
  if (sam === undefined || chris === undefined || noor === undefined) return;
  const demo = [sam, chris, noor];
  const timeZone = await tenantTimeZone(db, tenantId);
  const today = utcToZonedDate(now, timeZone);
  const functionsOf = async (personId: number) =>
    (await db.select().from(personFunctions).where(eq(personFunctions.personId, personId))).map((f) => f.functionId);
  const liveOn = async (itemId: number) =>
    db
      .select({ personId: assignments.personId, rowNo: assignments.rowNo })
      .from(assignments)
      .where(and(eq(assignments.crewItemId, itemId), liveAssignment));
  /** Nothing stands against `personId` working `item`, and they are not on it. */
  const free = async (personId: number, item: TItem) =>
    !(await liveOn(item.id)).some((a) => a.personId === personId) &&
    (await findBookingConflicts(db, tenantId, timeZone, personId, item)).length === 0;

  const upcoming = and(
    eq(projectCrewItems.tenantId, tenantId),
    eq(projectCrewItems.status, 'active'),
    eq(projects.status, 'confirmed'),
    eq(projects.type, 'normal'),
    // More than 48 hours ahead, counted in whole days: two seeds of one day pick the same jobs
    // whatever the hour (the seed test compares a fresh seed with the morning's snapshot).
    sql`${projectCrewItems.startDate} >= ${addDays(today, 3)}`,
  );

  // Sam's job for Chris: a shared function, a free row, both free.
  const chrisFns = new Set(await functionsOf(chris));
  const both = (await functionsOf(sam)).filter((f) => chrisFns.has(f));
  if (both.length > 0) {
    const items = await db
      .select({ item: projectCrewItems })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .where(
        and(
          upcoming,
          eq(projectCrewItems.isVacancy, false),
          inArray(projectCrewItems.functionId, both),
          sql`${projectCrewItems.startDate} between ${addDays(today, 8)} and ${addDays(today, 60)}`,
        ),
      )
      .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
      .limit(SCAN);
    for (const { item } of items) {
      const taken = new Set((await liveOn(item.id)).map((a) => a.rowNo));
      const rowNo = Array.from({ length: item.rows }, (_, i) => i + 1).find((n) => !taken.has(n));
      if (rowNo === undefined || !(await free(sam, item)) || !(await free(chris, item))) continue;
      await db.insert(assignments).values({
        tenantId,
        crewItemId: item.id,
        rowNo,
        personId: sam,
        status: 'confirmed',
        confirmedAt: new Date(now.getTime() - 72 * HOUR),
      });
      break;
    }
  }

  /** A colleague's (not a demo login's) confirmed job that `taker` could take. */
  async function offerFor(taker: number) {
    const rows = await db
      .select({ assignment: assignments, item: projectCrewItems })
      .from(assignments)
      .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .where(
        and(
          upcoming,
          eq(assignments.tenantId, tenantId),
          inArray(assignments.status, [...SWAPPABLE_ASSIGNMENT_STATUSES]),
          notInArray(assignments.personId, demo),
          inArray(projectCrewItems.functionId, await functionsOf(taker)),
          sql`not exists (select 1 from ${shiftSwaps} s where s.assignment_id = ${assignments.id})`,
        ),
      )
      .orderBy(asc(projectCrewItems.startsAt), asc(assignments.id))
      .limit(SCAN);
    for (const r of rows) if (await free(taker, r.item)) return r.assignment;
    return null;
  }

  async function swap(taker: number, takenBy: number | null) {
    const job = await offerFor(taker);
    if (!job) return;
    // Yesterday morning: a time of the demo's day, not of the clock, so that two seeds of one day
    // file the same to-dos (the offer's to-do is due the day after it; the seed test compares a
    // fresh seed with the day's snapshot, and 26 hours back fell on two days by the hour).
    const offeredAt = zonedToUtc(addDays(today, -1), '09:00', timeZone);
    const [row] = await db
      .insert(shiftSwaps)
      .values({
        tenantId,
        assignmentId: job.id,
        offeredById: job.personId,
        status: takenBy === null ? 'offered' : 'taken',
        takenById: takenBy,
        takenAt: takenBy === null ? null : new Date(now.getTime() - 3 * HOUR),
        createdAt: offeredAt,
      })
      .returning({ id: shiftSwaps.id });
    const [r] = await selectSwaps(db).where(eq(shiftSwaps.id, row!.id));
    await recordSwapStep(db, tenantId, r!, 'offered', offeredAt);
    if (takenBy !== null) await recordSwapStep(db, tenantId, r!, 'taken', now);
  }

  await swap(sam, null);
  await swap(noor, noor);
}
