// Every step of a shift swap is an activity on the crew item (issue 10): a colleague taking a
// shift is a to-do for the planners; offering, withdrawing, approving and rejecting are records.
// A decision or a withdrawal closes the to-do the taking left.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema';
import { hhmm } from '../planning/common';
import { shiftSubject } from '../planning/shifts';
import { addPlannerActivity } from '../activities/planner-todos';
import { offererOf, takerOf, type TSwapRow } from './swap-rows';

/** The activity type the demo seeds for these; a tenant without it gets untyped ones. */
const SWAP_ACTIVITY_TYPE = 'Shift swap';
const TAKEN = 'swapTaken';

export type TSwapStep = 'offered' | 'withdrawn' | 'taken' | 'approved' | 'rejected';

function captionOf(step: TSwapStep, subject: string, offerer: string, taker: string | null): string {
  switch (step) {
    case 'offered':
      return `${offerer} offered ${subject} for a swap`;
    case 'withdrawn':
      return `${offerer} withdrew the swap offer for ${subject}`;
    case 'taken':
      return `${taker} wants to take over ${subject} from ${offerer}: approve or reject the swap`;
    case 'approved':
      return `Swap approved: ${taker} takes over ${subject} from ${offerer}`;
    case 'rejected':
      return `Swap rejected: ${subject} stays with ${offerer}`;
  }
}

/** Records `step` of the swap in `r` (read after the step, so the taker is known). */
export async function recordSwapStep(tx: DbOrTx, tenantId: number, r: TSwapRow, step: TSwapStep, now: Date) {
  const offerer = offererOf(r);
  const taker = takerOf(r);
  if (step !== 'taken' && step !== 'offered' && taker) await closeTakenTodo(tx, tenantId, r, now);
  const partyId = (step === 'taken' || step === 'approved') && taker ? taker.id : offerer.id;
  await addPlannerActivity(
    tx,
    tenantId,
    {
      caption: captionOf(step, shiftSubject(r), offerer.name, taker?.name ?? null),
      body: `${r.crew.name}, ${hhmm(r.item.startTime)}–${hhmm(r.item.endTime)}.`,
      typeName: SWAP_ACTIVITY_TYPE,
      category: `swap${step[0]!.toUpperCase()}${step.slice(1)}`,
      personPartyId: partyId,
      projectId: r.project.id,
      crewItemId: r.item.id,
      done: step !== 'taken',
    },
    now,
  );
}

/** The planners' open to-do about this swap's taking is done: the swap was decided or withdrawn. */
async function closeTakenTodo(tx: DbOrTx, tenantId: number, r: TSwapRow, now: Date) {
  await tx
    .update(activities)
    .set({ doneAt: now })
    .where(
      and(
        eq(activities.tenantId, tenantId),
        eq(activities.crewItemId, r.item.id),
        eq(activities.category, TAKEN),
        eq(activities.personPartyId, r.swap.takenById!),
        isNull(activities.doneAt),
      ),
    );
}
