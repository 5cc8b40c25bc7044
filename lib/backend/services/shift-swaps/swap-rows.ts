// A shift swap read with its job and shift: the swap row, the offerer's assignment, the crew
// item as a shift, and the names of the offerer and the taker; and the caller's own job. Reads
// and writes share them.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { assignments, persons, projectCrewItems, shiftSwaps } from '../../db/schema';
import type { TShiftSwap, TShiftSwapListItem } from '../../../domain/shift-swaps';
import { iso } from '../planning/common';
import { selectShifts, shiftOf } from '../planning/shifts';
import { personRef } from '../people/names';
import { ownJob } from '../planning/jobs';

const offerer = alias(persons, 'swap_offerer');
const taker = alias(persons, 'swap_taker');

export function selectSwaps(db: DbOrTx) {
  return selectShifts(db, {
    swap: shiftSwaps,
    assignment: {
      id: assignments.id,
      personId: assignments.personId,
      status: assignments.status,
      rowNo: assignments.rowNo,
    },
    offererFirst: offerer.firstName,
    offererLast: offerer.lastName,
    takerFirst: taker.firstName,
    takerLast: taker.lastName,
  })
    .innerJoin(assignments, eq(assignments.crewItemId, projectCrewItems.id))
    .innerJoin(shiftSwaps, eq(shiftSwaps.assignmentId, assignments.id))
    .innerJoin(offerer, eq(offerer.id, shiftSwaps.offeredById))
    .leftJoin(taker, eq(taker.id, shiftSwaps.takenById));
}
export type TSwapRow = Awaited<ReturnType<ReturnType<typeof selectSwaps>['execute']>>[number];

/** The tables a write locks: the swap, the offerer's assignment and the crew item. */
export const SWAP_LOCK = { of: [shiftSwaps, assignments, projectCrewItems] };

export const offererOf = (r: TSwapRow) => personRef(r.swap.offeredById, r.offererFirst, r.offererLast)!;
export const takerOf = (r: TSwapRow) => personRef(r.swap.takenById, r.takerFirst, r.takerLast);

export const swapOf = (r: TSwapRow): TShiftSwap => ({
  id: r.swap.id,
  version: r.swap.version,
  assignmentId: r.swap.assignmentId,
  crewItemId: r.item.id,
  status: r.swap.status,
  offeredBy: offererOf(r),
  takenBy: takerOf(r),
  offeredAt: iso(r.swap.createdAt),
  takenAt: r.swap.takenAt ? iso(r.swap.takenAt) : null,
  closedAt: r.swap.closedAt ? iso(r.swap.closedAt) : null,
});

/** A swap under way (the caller's query keeps to those), with its shift. */
export const swapListItemOf = (r: TSwapRow): TShiftSwapListItem => ({
  ...swapOf(r),
  status: r.swap.status === 'taken' ? 'taken' : 'offered',
  shift: shiftOf(r),
});

/** The caller's own job `assignmentId` with its crew item, locked for a write; 404 otherwise. */
export async function ownJobWithItem(db: DbOrTx, auth: TAuth, personId: number, assignmentId: number, lock = false) {
  const query = db
    .select({ status: assignments.status, item: projectCrewItems })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(ownJob(assignments, auth, personId, assignmentId));
  const [job] = lock ? await query.for('update', { of: [assignments, projectCrewItems] }) : await query;
  if (!job) throw notFound('Job');
  return job;
}
