// What each side reads of shift swaps: the person on a job sees whether they may offer it and
// its latest swap; crew see the shifts colleagues offer that fit them and where they are free
// (and those they took); planners see the swaps under way, taken ones first.
import { and, asc, desc, eq, gt, inArray, ne, or, sql, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, projectCrewItems, shiftSwaps } from '../../db/schema';
import type { TAuth } from '../../context';
import {
  LIVE_SWAP_STATUSES,
  SWAPPABLE_ASSIGNMENT_STATUSES,
  isLiveSwap,
  offerRefusal,
  type TJobSwap,
  type TShiftSwapListItem,
} from '../../../domain/shift-swaps';
import { requirePlanner } from '../access';
import { findBookingConflicts } from '../planning/bookings';
import { tenantTimeZone } from '../planning/common';
import { requirePersonSession } from '../planning/jobs';
import { ownJobWithItem, selectSwaps, swapListItemOf, swapOf } from './swap-rows';
import { clock } from '../../../domain/clock';
import { itemFitsPerson, personOnItem } from '../planning/item-conditions';

/** Swaps under way on jobs that can still change hands: confirmed, planned, not started. */
const liveWhere = (tenantId: number, now: Date) =>
  and(
    eq(shiftSwaps.tenantId, tenantId),
    inArray(shiftSwaps.status, [...LIVE_SWAP_STATUSES]),
    inArray(assignments.status, [...SWAPPABLE_ASSIGNMENT_STATUSES]),
    inArray(projectCrewItems.status, ['design', 'active']),
    gt(projectCrewItems.startsAt, now),
  )!;

/** The caller's own job `assignmentId`: may it be offered, and its latest swap (offered from it,
 *  or the one that gave it to the caller). */
export async function getJobSwap(db: DbOrTx, auth: TAuth, assignmentId: number, now = clock.now()): Promise<TJobSwap> {
  const personId = requirePersonSession(auth);
  const job = await ownJobWithItem(db, auth, personId, assignmentId);
  const [latest] = await selectSwaps(db)
    .where(
      and(
        eq(shiftSwaps.tenantId, auth.tenantId),
        or(eq(shiftSwaps.assignmentId, assignmentId), eq(shiftSwaps.takerAssignmentId, assignmentId)),
      ),
    )
    .orderBy(desc(shiftSwaps.id))
    .limit(1);
  const refusal = offerRefusal(
    {
      assignmentStatus: job.status,
      itemStatus: job.item.status,
      startsAt: job.item.startsAt,
      liveSwap: latest !== undefined && isLiveSwap(latest.swap.status),
    },
    now,
  );
  return { canOffer: refusal === null, swap: latest ? swapOf(latest) : null };
}

/** Offers a person looks through at the most; those they cannot take are dropped after. */
const OFFER_SCAN = 200;

/** Shifts colleagues offer that the caller could take: their function, not on the crew item
 *  already, and nothing against the booking; and those the caller took, waiting for a planner.
 *  Soonest first. */
export async function listOfferedShifts(
  db: DbOrTx,
  auth: TAuth,
  page: { limit: number; offset: number },
  now = clock.now(),
): Promise<{ data: TShiftSwapListItem[]; total: number }> {
  const personId = requirePersonSession(auth);
  const offered = and(
    eq(shiftSwaps.status, 'offered'),
    ne(shiftSwaps.offeredById, personId),
    itemFitsPerson(personId),
    not(personOnItem(personId)),
  );
  const rows = await selectSwaps(db)
    .where(
      and(
        liveWhere(auth.tenantId, now),
        or(offered, and(eq(shiftSwaps.status, 'taken'), eq(shiftSwaps.takenById, personId))),
      ),
    )
    .orderBy(asc(projectCrewItems.startsAt), asc(shiftSwaps.id))
    .limit(OFFER_SCAN);
  const timeZone = await tenantTimeZone(db, auth.tenantId);
  const open = [];
  for (const r of rows) {
    const mine = r.swap.status === 'taken';
    if (mine || (await findBookingConflicts(db, auth.tenantId, timeZone, personId, r.item)).length === 0) open.push(r);
  }
  return {
    data: open.slice(page.offset, page.offset + page.limit).map(swapListItemOf),
    total: open.length,
  };
}

/** Planners: the swaps under way, those taken (waiting for an answer) first, then soonest. */
export async function listPendingSwaps(
  db: DbOrTx,
  auth: TAuth,
  page: { limit: number; offset: number },
  now = clock.now(),
): Promise<{ data: TShiftSwapListItem[]; total: number }> {
  requirePlanner(auth);
  const where = liveWhere(auth.tenantId, now);
  const rows = await selectSwaps(db)
    .where(where)
    .orderBy(
      sql`case when ${shiftSwaps.status} = 'taken' then 0 else 1 end`,
      asc(projectCrewItems.startsAt),
      asc(shiftSwaps.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shiftSwaps)
    .innerJoin(assignments, eq(assignments.id, shiftSwaps.assignmentId))
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(where);
  return { data: rows.map(swapListItemOf), total: Number(total?.n ?? 0) };
}
