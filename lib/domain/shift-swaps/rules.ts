// Shift swaps, without I/O and without zod (the browser reads them too). A crew member offers
// a confirmed job they are on; a colleague who fits and is free takes it; a planner approves
// (the job moves to the colleague) or rejects. The offerer may withdraw until it is approved.
import type { TAssignmentStatus } from '../planning/statuses';
import type { TBackendErrorCode } from '../errors';

export const SHIFT_SWAP_STATUSES = ['offered', 'taken', 'approved', 'rejected', 'withdrawn'] as const;
export type TShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];
/** A swap in one of these is still under way: one at a time per job. */
export const LIVE_SWAP_STATUSES = ['offered', 'taken'] as const satisfies readonly TShiftSwapStatus[];
/** The jobs a person may offer: those they have confirmed ('hasChanged' waits for their answer). */
export const SWAPPABLE_ASSIGNMENT_STATUSES = [
  'confirmed',
  'confirmedWeb',
] as const satisfies readonly TAssignmentStatus[];

export type TShiftSwapAction = 'offer' | 'take' | 'approve' | 'reject' | 'withdraw';

// action → (from → to); a missing entry is not allowed. Planners may turn down an offer nobody
// has taken yet, as well as a taken one.
const TRANSITIONS: Record<TShiftSwapAction, Partial<Record<TShiftSwapStatus | 'new', TShiftSwapStatus>>> = {
  offer: { new: 'offered' },
  take: { offered: 'taken' },
  approve: { taken: 'approved' },
  reject: { offered: 'rejected', taken: 'rejected' },
  withdraw: { offered: 'withdrawn', taken: 'withdrawn' },
};

/** The status after `action`, or null when the swap cannot take that step. */
export function nextSwapStatus(current: TShiftSwapStatus | null, action: TShiftSwapAction): TShiftSwapStatus | null {
  return TRANSITIONS[action][current ?? 'new'] ?? null;
}

export const isLiveSwap = (status: TShiftSwapStatus) => (LIVE_SWAP_STATUSES as readonly string[]).includes(status);

export type TOfferableJob = {
  assignmentStatus: TAssignmentStatus;
  itemStatus: string;
  startsAt: Date;
  /** The job's swap still under way, if any. */
  liveSwap: boolean;
};

export type TRefusal = { code: TBackendErrorCode; message: string };

const refuse = (message: string, code: TBackendErrorCode = 'INVALID_TRANSITION'): TRefusal => ({ code, message });

/** Why the person on a job may not offer it now, or null when they may. */
export function offerRefusal(job: TOfferableJob, now: Date): TRefusal | null {
  if (!(SWAPPABLE_ASSIGNMENT_STATUSES as readonly string[]).includes(job.assignmentStatus))
    return refuse('Only a confirmed job can be offered for a swap');
  if (job.itemStatus !== 'design' && job.itemStatus !== 'active') return refuse('This job is no longer planned');
  if (job.startsAt <= now) return refuse('This job has started: it can no longer be swapped');
  if (job.liveSwap) return refuse('This job is offered already', 'CONFLICT');
  return null;
}
