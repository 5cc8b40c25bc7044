'use client';
// Shift swaps in the browser: the person on a job offers and withdraws it, a colleague takes an
// offered shift, planners approve or reject. The screens show swaps from the server and render
// again after each step.
import * as endpoint from '@/lib/domain/shift-swaps/endpoints';
import type * as op from '@/lib/domain/shift-swaps/operations';
import { callOperation } from './call-operation';

export const offerShift = (assignmentId: number) =>
  callOperation<typeof op.offerShift>(endpoint.offerShift, { id: assignmentId });
export const withdrawSwap = (id: number) => callOperation<typeof op.withdrawSwap>(endpoint.withdrawSwap, { id });
export const takeShift = (id: number) => callOperation<typeof op.takeShift>(endpoint.takeShift, { id });
export const approveSwap = (id: number) => callOperation<typeof op.approveSwap>(endpoint.approveSwap, { id });
export const rejectSwap = (id: number) => callOperation<typeof op.rejectSwap>(endpoint.rejectSwap, { id });
