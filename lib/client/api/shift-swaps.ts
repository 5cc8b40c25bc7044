'use client';
// Shift swaps in the browser: the person on a job offers and withdraws it, a colleague takes an
// offered shift, planners approve or reject. The screens show swaps from the server and render
// again after each step.
import * as endpoint from '@/lib/domain/shift-swaps/endpoints';
import type * as op from '@/lib/domain/shift-swaps/operations';
import type { TShiftSwap } from '@/lib/domain/shift-swaps';
import { callOperation, callVersioned } from './call-operation';

export const offerShift = (assignmentId: number) =>
  callOperation<typeof op.offerShift>(endpoint.offerShift, { id: assignmentId });

/** The steps after the offer name the swap's version they saw (412 when it changed since). */
export type TSwapSeen = Pick<TShiftSwap, 'id' | 'version'>;

export const withdrawSwap = (s: TSwapSeen) =>
  callVersioned<typeof op.withdrawSwap>(endpoint.withdrawSwap, { id: s.id }, s.version);
export const takeShift = (s: TSwapSeen) =>
  callVersioned<typeof op.takeShift>(endpoint.takeShift, { id: s.id }, s.version);
export const approveSwap = (s: TSwapSeen) =>
  callVersioned<typeof op.approveSwap>(endpoint.approveSwap, { id: s.id }, s.version);
export const rejectSwap = (s: TSwapSeen) =>
  callVersioned<typeof op.rejectSwap>(endpoint.rejectSwap, { id: s.id }, s.version);
