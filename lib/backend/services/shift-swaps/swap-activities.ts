// Every step of a shift swap is an activity on the crew item: a colleague taking a
// shift is a to-do for the planners; offering, withdrawing, approving and rejecting are records.
// A decision or a withdrawal closes the to-do the taking left.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema';
import { hhmm } from '../planning/common';
import { shiftWords } from '../planning/shifts';
import type { TSwapKey } from '../activities/activity-texts';
import { addPlannerActivity } from '../activities/planner-todos';
import { offererOf, takerOf, type TSwapRow } from './swap-rows';

/** The activity type the demo seeds for these; a tenant without it gets untyped ones. */
const SWAP_ACTIVITY_TYPE = 'Shift swap';
const TAKEN = 'swapTaken';

export type TSwapStep = 'offered' | 'withdrawn' | 'taken' | 'approved' | 'rejected';

/** The step's category and the key of its words: swapOffered, swapTaken, … */
const swapKey = (step: TSwapStep) => `swap${step[0]!.toUpperCase()}${step.slice(1)}` as TSwapKey;

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
      text: {
        key: swapKey(step),
        values: {
          offerer: offerer.name,
          taker: taker?.name ?? null,
          shift: shiftWords(r),
          crew: r.crew.name,
          startTime: hhmm(r.item.startTime),
          endTime: hhmm(r.item.endTime),
        },
      },
      typeName: SWAP_ACTIVITY_TYPE,
      category: swapKey(step),
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
