'use client';
// Shift swaps in the browser: the person on a job offers and withdraws it, a colleague takes an
// offered shift, planners approve or reject. Every change revalidates the swap lists and jobs.
import { useSWRConfig } from 'swr';
import { shiftSwapPaths } from '@/lib/domain/shift-swaps/paths';
import type { TJobSwap, TShiftSwap, TShiftSwapListItem } from '@/lib/domain/shift-swaps';
import { apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useJobSwap = (assignmentId: number, fallbackData?: TJobSwap) =>
  useApi<TJobSwap>(shiftSwapPaths.ofJob(assignmentId), { fallbackData });
export const useOfferedShifts = (fallbackData?: TShiftSwapListItem[]) =>
  useApi<TShiftSwapListItem[]>(shiftSwapPaths.offered(), { fallbackData });
export const usePendingSwaps = (fallbackData?: TShiftSwapListItem[]) =>
  useApi<TShiftSwapListItem[]>(shiftSwapPaths.pending(), { fallbackData });

export const offerShift = (assignmentId: number) => apiPost<TShiftSwap>(shiftSwapPaths.ofJob(assignmentId));
export const withdrawSwap = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.withdraw(id));
export const takeShift = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.take(id));
export const approveSwap = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.approve(id));
export const rejectSwap = (id: number) => apiPost<TShiftSwap>(shiftSwapPaths.reject(id));

/** After a step the swap lists, the job's swap and the jobs lists may all differ. */
export function useRevalidateSwaps() {
  const { mutate } = useSWRConfig();
  const prefixes = [shiftSwapPaths.pending(), '/jobs'].map(apiUrl);
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}
