// Shift swaps: the responses of the swap calls. The rules are in
// rules.ts; the server applies them (services/shift-swaps).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZPersonRef, ZTimestamp, ZVersion } from '../response-parts';
import { ZShift } from '../planning/shift';
import { LIVE_SWAP_STATUSES, SHIFT_SWAP_STATUSES } from './rules';

export const ZShiftSwap = z.object({
  id: ZId,
  /** Each step after the offer names the version it was based on (If-Match). */
  version: ZVersion,
  /** The offerer's job (assignment). */
  assignmentId: ZId,
  crewItemId: ZId,
  status: z.enum(SHIFT_SWAP_STATUSES),
  offeredBy: ZPersonRef,
  takenBy: ZPersonRef.nullable(),
  offeredAt: ZTimestamp,
  takenAt: ZTimestamp.nullable(),
  /** When it was approved, rejected or withdrawn. */
  closedAt: ZTimestamp.nullable(),
});
export type TShiftSwap = z.infer<typeof ZShiftSwap>;

/** A job's swap as the person on it sees it: whether they may offer it now, and the latest swap. */
export const ZJobSwap = z.object({ canOffer: z.boolean(), swap: ZShiftSwap.nullable() });
export type TJobSwap = z.infer<typeof ZJobSwap>;

/** A swap under way with its shift: for colleagues who could take it, and for planners. */
export const ZShiftSwapListItem = ZShiftSwap.extend({ status: z.enum(LIVE_SWAP_STATUSES), shift: ZShift });
export type TShiftSwapListItem = z.infer<typeof ZShiftSwapListItem>;
