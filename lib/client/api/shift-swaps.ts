'use client';
// Shift swaps in the browser: the person on a job offers and withdraws it, a colleague takes an
// offered shift, planners approve or reject. The screens show swaps from the server and render
// again after each step.
import { shiftSwapPaths } from '@/lib/domain/shift-swaps/paths';
import type { TShiftSwap } from '@/lib/domain/shift-swaps';
import { apiPost } from './http';

export const offerShift = (assignmentId: number) => apiPost<TShiftSwap>(shiftSwapPaths.ofJob(assignmentId));
export const withdrawSwap = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.withdraw(id));
export const takeShift = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.take(id));
export const approveSwap = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.approve(id));
export const rejectSwap = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.reject(id));
